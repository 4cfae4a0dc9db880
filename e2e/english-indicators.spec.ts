import { test, expect, type Page } from '@playwright/test';
import { login } from './login';
import { chooseLanguage } from './language';
import { unmarkedChinese } from './unmarked-chinese';

/**
 * The indicator pages and the limits analysis in English: the portal's words
 * read in English (indicator groups, "Table 2", the chosen food), and the Chinese left is data of
 * the source (standard titles, indicator names, table headings) marked with its language.
 */

const product = `kind=standard&key=${encodeURIComponent('GB 2717-2018')}`;

async function settled(page: Page, path: string) {
  await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton'), path).toHaveCount(0, { timeout: 15_000 });
}

async function english(page: Page) {
  await login(page, 'demo', 'Demo@2026');
  await page.goto('about:blank');
  await page.goto('/');
  await chooseLanguage(page, 'en');
}

test('issue 30: the indicator pages in English show Chinese only as marked data', async ({ page }) => {
  test.setTimeout(180_000);
  await english(page);
  const problems: string[] = [];
  const check = async (where: string) => {
    await settled(page, where);
    await expect(page.locator('body [lang="zh-CN"]').first(), `${where}: marked data`).toBeAttached();
    const left = await unmarkedChinese(page);
    if (left.length) problems.push(`${where}: ${left.slice(0, 8).join(' | ')}`);
  };

  await page.goto(`/indicators/select?${product}`);
  await expect(page.getByTestId('list-title')).toBeVisible();
  // The portal's indicator groups read in English; the table number too.
  await expect(page.getByRole('tab', { name: /^Physicochemical \(\d+\)$/ })).toBeVisible();
  await expect(page.getByRole('tab', { name: /理化/ })).toHaveCount(0);
  await expect(page.getByText(/^Table \d/).first()).toBeVisible();
  await check('select');

  // Each indicator group's tab.
  for (const tab of await page.getByRole('tab').all()) {
    await tab.click();
    const left = await unmarkedChinese(page);
    if (left.length) problems.push(`select tab ${await tab.textContent()}: ${left.slice(0, 8).join(' | ')}`);
  }

  // An indicator's detail.
  await page.getByRole('tab', { name: /^All/ }).click();
  await page.locator('.ant-table-row a').first().click();
  await expect(page).toHaveURL(/\/indicators\/detail\?id=/);
  await expect(page.getByTestId('source-text')).toBeVisible();
  await check('detail');

  // The result form with the product chosen, then the verdict.
  await page.goto(`/indicators/result?${product}`);
  await expect(page.getByTestId('product-picker')).toContainText('GB 2717-2018');
  await expect(page.getByLabel('Result').first()).toBeVisible();
  await check('result');
  const values = page.getByLabel('Result');
  const n = Math.min(await values.count(), 3);
  for (let i = 0; i < n; i++) await values.nth(i).fill('0.1');
  await page.getByRole('button', { name: 'Check' }).click();
  await expect(page.getByTestId('verdicts')).toBeVisible();
  await check('verdict');

  // One indicator across standards, and two lists side by side.
  await page.goto(`/indicators/one?name=${encodeURIComponent('铅')}`);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await check('one');
  const key = encodeURIComponent('GB 2717-2018');
  await page.goto(`/indicators/all?lkind=standard&lkey=${key}&rkind=standard&rkey=${key}`);
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await check('all');

  expect(problems, 'Chinese left unmarked on the English indicator pages').toEqual([]);
});

test('issue 30: the limits analysis in English names its food and its file in English', async ({ page }) => {
  test.setTimeout(120_000);
  await english(page);
  // Straight from a link (no name in the address): the food is named, never shown as its id.
  await page.goto('/hazardsLimits/analysisReport?foodNodeId=124&jurisdictions=CN,EU,TW');
  await settled(page, 'analysis');
  const chosen = page.locator('.ant-select').filter({ has: page.getByRole('combobox', { name: 'Product category' }) });
  await expect(chosen).toContainText(/\S{2}/);
  await expect(chosen).not.toHaveText(/^\s*124\s*$/);
  const left = await unmarkedChinese(page);
  expect(left, 'Chinese left unmarked on the English analysis page').toEqual([]);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export xlsx' }).click();
  const file = (await download).suggestedFilename();
  expect(file).toMatch(/^Limits analysis-.*\.xlsx$/);
  expect(file).not.toContain('生成分析报告');
});

for (const lang of ['zh-cn', 'en'] as const) {
  test(`issue 30 (${lang}): the placements table shows titles readably and says which rows were matched by name`, async ({
    page,
  }) => {
    await page.goto('/');
    await page.context().addCookies([{ name: 'languageName', value: lang, url: new URL(page.url()).origin }]);
    await page.goto('/admin/login');
    await page.getByLabel(lang === 'en' ? 'Username' : '用户名').fill('admin');
    await page.getByLabel(lang === 'en' ? 'Password' : '密码').fill('Admin@2026');
    await page.getByLabel(lang === 'en' ? 'Password' : '密码').press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/admin/indicators/placements');
    const title = page.getByRole('columnheader', { name: lang === 'en' ? 'Title' : '名称', exact: true });
    await expect(title).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    // The column is wide enough for a standard's title to be read, not squeezed to "食品安全国…".
    expect((await title.boundingBox())!.width).toBeGreaterThanOrEqual(200);
    const column = await title.evaluate((th) => Array.prototype.indexOf.call(th.parentElement!.children, th));
    const cell = page.locator('.ant-table-row').first().locator('td').nth(column);
    expect(await cell.evaluate((td) => td.scrollWidth <= td.clientWidth + 1), 'title cut').toBe(true);
    await expect(cell).toContainText(/食品安全国家标准\s*\S{2}/);
    // Rows placed by no one: matched by the product's name, unchecked, said so in the reader's language.
    await expect(
      page.getByRole('cell', { name: lang === 'en' ? 'Matched by name (unchecked)' : '按名称匹配（未核对）' }).first(),
    ).toBeVisible();
  });
}
