import { test, expect, type Page } from '@playwright/test';
import { chooseLanguage } from './language';
import { unmarkedChinese as unmarkedChineseOnPage } from './unmarked-chinese';

/**
 * What a new user meets (issue 15), in zh-cn and en, as demo, viewer and the back-office admin,
 * at the window sizes the issue names. Each test would have failed on the screens as they were.
 */

async function memberLogin(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account)$/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
  await expect(page.getByTestId('shell-header')).toBeVisible({ timeout: 30_000 });
}

async function adminLogin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@2026');
  await page.getByLabel('密码').press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
}

/** The table scrolls sideways only when its columns do not fit: then the pinned 操作 column covers some. */
const tableOverflow = (page: Page) =>
  page
    .locator('.ant-table-content, .ant-table-body')
    .first()
    .evaluate((el) => el.scrollWidth - el.clientWidth);

/** Texts shown cut ("Sampli…", "Reports and informa…"): wider than the box that clips them. */
const cutTexts = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((boxes) =>
      boxes
        .filter((box) =>
          [box, ...Array.from(box.querySelectorAll<HTMLElement>('*'))].some(
            (e) => e.scrollWidth > e.clientWidth + 1 && getComputedStyle(e).overflowX !== 'visible',
          ),
        )
        .map((box) => box.textContent),
    );
const cutHeaders = (page: Page) => cutTexts(page, 'th');

test.describe.configure({ timeout: 120_000 });

test('the inbox lists every kind of stored message (no 消息服务暂不可用)', async ({ page }) => {
  await memberLogin(page, 'demo', 'Demo@2026');
  const answer = page.waitForResponse((r) => r.url().includes('/api/member/message/list'));
  await page.goto('/message');
  expect((await answer).status()).toBe(200);
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(page.getByText('消息服务暂不可用')).toHaveCount(0);
  // Platform warnings say who sent them, and a record without producer has no empty brackets.
  const warning = page.getByRole('row', { name: /抽检预警/ }).first();
  await expect(warning).toContainText('平台');
  await expect(page.locator('.ant-table-tbody')).not.toContainText('（）');
  // The detail names the same sender as the list (it showed "-").
  await warning.getByRole('link').click();
  await expect(page.locator('.ant-descriptions')).toContainText('发送人平台');
  // Every stored kind (sampling warnings included) is listed: apps/server messages.test.ts.
});

test("en: the inbox reads the platform's messages in English, times as YYYY-MM-DD HH:mm", async ({ page }) => {
  await memberLogin(page, 'demo', 'Demo@2026');
  // demo's warnings were written while demo read Chinese; the reader's language wins.
  await chooseLanguage(page, 'en');
  await page.goto('/message');
  const warning = page.getByRole('row', { name: /Sampling warning: / }).first();
  await expect(warning).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.ant-table-tbody')).not.toContainText('抽检预警');
  await expect(warning.locator('td').nth(3)).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  // Product and firm names stay as written, marked as Chinese.
  await expect(warning.locator('a[lang="zh-CN"]')).toHaveCount(1);
  await warning.getByRole('link').click();
  await expect(page.getByText(/^Watch rule ".+" matched /)).toBeVisible();
});

test('at 1280 px no column hides under the pinned 操作 column; the AI tab is a closed handle', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await memberLogin(page, 'demo', 'Demo@2026');
  for (const [path, key] of [
    ['/sampleSystem/dataQuery', '结论'],
    ['/penalty/case', '罚款金额'],
    // Columns are never narrower than their headers (table-headers.spec.ts): these still fit.
    ['/InternationalWarning/index', '风险等级'],
    ['/judge/judgeList', '赔偿金额'],
  ] as const) {
    await page.goto(path);
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    expect(await tableOverflow(page), path).toBeLessThanOrEqual(1);
    await expect(page.getByRole('columnheader', { name: key })).toBeInViewport();
  }
  await page.goto('/system/index');
  const tab = page.getByTestId('ai-tab');
  await expect(tab).toHaveAttribute('data-collapsed', 'true');
  const box = (await tab.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(24);
  expect(box.x + box.width).toBeLessThanOrEqual(1280);
  await tab.getByRole('button').first().click();
  await expect(tab).toHaveAttribute('data-collapsed', 'false');
  await expect(tab.getByRole('button', { name: '打开AI合规助手' })).toBeVisible();
});

test('a viewer sees only the quick entries the rights open (no 我的收藏)', async ({ page }) => {
  await memberLogin(page, 'viewer', 'Viewer@2026');
  await page.goto('/system/index');
  const quick = page.locator('.ant-card', { hasText: '快捷入口' });
  await expect(quick.getByRole('link', { name: '普通检索' })).toBeVisible();
  await expect(quick.getByRole('link', { name: '我的收藏' })).toHaveCount(0);
});

test('English: the language is chosen before login, <html lang> follows, all 16 menu entries show', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
  await page.getByText('English', { exact: true }).click();
  await expect(page.getByRole('button', { name: /Log in/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The language chosen on the login page is the session's: the portal opens in English.
  await memberLogin(page, 'demo', 'Demo@2026');
  const menu = page.getByTestId('menu-bar');
  await expect(menu.getByText('Standards', { exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const shown = await menu
    .locator(':scope > li.ant-menu-overflow-item:not(.ant-menu-overflow-item-rest)')
    .evaluateAll(
      (els) => els.filter((e) => getComputedStyle(e).opacity !== '0' && e.getBoundingClientRect().height > 0).length,
    );
  expect(shown).toBe(16);
  // The footer says which of its values are data in Chinese, and that the contact is a demo one.
  await expect(page.getByTestId('contact-demo')).toHaveText('Demo data');
  await expect(page.getByText('Chinese-language sites')).toBeVisible();
  // The state cards say which date they count (本月废止 0 is right when nothing was abolished this month).
  await expect(page.getByTestId('state-basis-monthAbolish')).toHaveText(/^Abolish date in \d{4}-\d{2}$/);
  await expect(page.getByTestId('ai-tab').getByRole('button').first()).toHaveText(/AI assistant/);
  await page.goto('/system/industrySearch');
  await expect(page.getByRole('menuitem', { name: /^Food additives \(\d+\)$/ })).toBeVisible();
  // The English date headers fit on one line beside their sort icons ("Implement / ed" did not).
  await page.goto('/system/unifiedSearch?isOpen=true');
  const header = page.getByRole('columnheader', { name: 'Implemented' }).locator('.ant-table-column-title');
  await expect(header).toBeVisible();
  expect((await header.boundingBox())!.height).toBeLessThan(30);
  for (const path of ['/system/unifiedSearch?isOpen=true', '/sampleSystem/dataQuery']) {
    await page.goto(path);
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    expect(await cutHeaders(page), path).toEqual([]);
  }
});

test('the open pages fill their counts in (no raw {n} placeholders)', async ({ page }) => {
  await page.goto('/home');
  const counts = page.getByTestId('portal-counts');
  await expect(counts.locator('.ant-statistic').first()).toBeVisible();
  await expect(counts).not.toContainText('{');
  // The manual shows the real screens, each picture loaded.
  await page.goto('/guide');
  const shots = page.getByTestId('guide-shot');
  await expect(shots).toHaveCount(7);
  for (const img of await shots.all()) {
    await img.scrollIntoViewIfNeeded();
    await expect.poll(() => img.evaluate((e) => (e as HTMLImageElement).naturalWidth)).toBe(960);
  }
  await memberLogin(page, 'demo', 'Demo@2026');
  await page.goto('/system/index');
  await expect(page.getByTestId('state-basis-monthAbolish')).toHaveText(/^废止日期在 \d{4}-\d{2}$/);
});

test('back office: 修改 after 新增 shows the record; the empty portal_url param saves; keywords have 新增', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await adminLogin(page);
  await page.goto('/admin/sys/params?paramCode=portal_url');
  await page.getByRole('button', { name: /新增/ }).click();
  const created = page.getByRole('dialog');
  await created.getByLabel('编码').fill('typed');
  await created.getByRole('button', { name: /取\s*消/ }).click();
  await expect(created).toBeHidden();
  const row = page.getByRole('row', { name: /portal_url/ });
  await row.getByRole('button', { name: '修改' }).click();
  const form = page.getByRole('dialog');
  await expect(form.getByLabel('编码')).toHaveValue('portal_url');
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();
  await expect(page.getByText('必填项不能为空')).toHaveCount(0);

  await page.goto('/admin/sys/user');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  expect(await tableOverflow(page)).toBeLessThanOrEqual(1);
  await expect(page.getByRole('columnheader', { name: '创建时间' })).toBeInViewport();

  await page.goto('/admin/sys/keyword');
  await expect(page.getByRole('button', { name: /新增/ })).toBeVisible();
  // An empty library says how to fill it; a search that finds nothing does not claim the library is empty.
  await expect(page.getByText(/还没有关键词/)).toBeVisible();
  await page.getByRole('textbox', { name: '关键词' }).fill('不存在的关键词');
  await page.getByRole('button', { name: /查\s*询|搜\s*索/ }).click();
  await expect(page.getByText(/还没有关键词/)).toHaveCount(0);
  await expect(page.locator('.ant-empty-description')).toBeVisible();
});

test('back office in English: no side-menu entry or column header is cut', async ({ page, context }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  // The back-office login has no language switch: the languageName cookie is what a page reads.
  await page.goto('/admin/login');
  await context.addCookies([{ name: 'languageName', value: 'en', url: new URL(page.url()).origin }]);
  await page.reload();
  await page.getByLabel(/^(用户名|Username)$/).fill('admin');
  await page.getByLabel(/^(密码|Password)$/).fill('Admin@2026');
  await page.getByLabel(/^(密码|Password)$/).press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const menu = page.getByRole('complementary', { name: 'menu' });
  for (const group of await menu.locator('.ant-menu-submenu-title').all()) await group.click();
  await expect(menu.getByText('Monthly report upload')).toBeVisible();
  expect(await cutTexts(page, '.ant-layout-sider .ant-menu-title-content')).toEqual([]);
  for (const path of ['/admin/chain/node', '/admin/account/member']) {
    await page.goto(path);
    await expect(page.locator('.ant-table-row').first()).toBeVisible();
    expect(await cutHeaders(page), path).toEqual([]);
  }
});

const han = /[\u3400-\u9fff]/;
/** Visible texts of a table column (by its header's position), first page. */
async function columnTexts(page: Page, header: string | RegExp) {
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  const index = headers.findIndex((h) => (typeof header === 'string' ? h.trim() === header : header.test(h)));
  expect(index, String(header)).toBeGreaterThanOrEqual(0);
  return page
    .locator('.ant-table-tbody tr.ant-table-row')
    .evaluateAll(
      (trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''),
      index,
    );
}
/** A value on an English page is English, or Chinese marked "(Chinese)". */
const unmarkedChinese = (texts: string[]) => texts.filter((t) => han.test(t) && !/\(Chinese\)/.test(t));

test('zh-cn: a RASFF list reads in Chinese (subject line, categories, hazards, countries); the detail keeps the English', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await memberLogin(page, 'demo', 'Demo@2026');
  await page.goto('/InternationalWarning/index');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  const subjects = await columnTexts(page, '通报主题');
  // The English subject line is composed in Chinese from the translated fields …
  // Words the product dictionary lacks stay in English in [brackets], never dropped.
  const composed = subjects.filter(
    (s) => han.test(s) && !/[A-Za-z]{3,}/.test(s.replace(/（[^）]*）/g, '').replace(/\[[^\]]*\]/g, '')),
  );
  expect(composed.length, subjects.join('\n')).toBeGreaterThanOrEqual(subjects.length - 2);
  // … or, where it cannot be, shown as the English original, marked.
  for (const s of subjects.filter((x) => !composed.includes(x))) expect(s).toContain('英文原文');
  for (const [header, words] of [
    ['危害类别', /^[^A-Za-z]*[\u3400-\u9fff][^A-Za-z]*$/],
    ['原产国', /[\u3400-\u9fff]/],
  ] as const) {
    const cells = await columnTexts(page, new RegExp(`^${header}`));
    for (const c of cells) expect(c, header).toMatch(words);
  }
  const first = page.locator('.ant-table-row').first().locator('[data-composed="true"]').first();
  const english = await first.getAttribute('title');
  expect(english).toMatch(/[A-Za-z]{3,}/);
  await first.click();
  await expect(page.getByTestId('record-original-title')).toContainText(english!.slice(0, 20));
  await expect(page.getByTestId('record-title')).not.toContainText(english!.slice(0, 20));
});

test('en: hazard items, food categories and risk factors in English (or marked Chinese), the GB 2760 tree marked as translated', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await memberLogin(page, 'demo', 'Demo@2026');
  await page.goto('about:blank');
  await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
  await page.goto('/sampleSystem/dataQuery');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  for (const header of ['Hazard item', 'Category']) {
    const cells = await columnTexts(page, header);
    expect(cells.length).toBeGreaterThan(0);
    expect(unmarkedChinese(cells), header).toEqual([]);
  }
  // The sampling statistics by hazard item (the rows of its chart and cross table) in English.
  await page.goto('/sampleSystem/dataStatistics?rows=hazard');
  const firstCells = page.locator('.ant-table-tbody tr.ant-table-row td:first-child');
  await expect(firstCells.first()).toBeVisible({ timeout: 30_000 });
  const hazards = await firstCells.allInnerTexts();
  expect(hazards.length).toBeGreaterThan(3);
  expect(unmarkedChinese(hazards)).toEqual([]);

  await page.goto('/hazardsLimits/riskFactor');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  expect(unmarkedChinese(await columnTexts(page, 'Substance'))).toEqual([]);

  await page.goto('/system/foodDb');
  await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
  const names = await columnTexts(page, 'Food category');
  expect(names.length).toBeGreaterThanOrEqual(16);
  for (const n of names) expect(n).not.toMatch(han);
  await expect(page.locator('[data-marker="translation"]').first()).toBeVisible();
  expect(await page.locator('[data-marker="translation"]').first().locator('..').getAttribute('title')).toMatch(
    /portal's translation.*Original: [\u3400-\u9fff]/,
  );
});

test("本周更新 / 今日更新 count the documents' own dates, and each card equals the list it opens", async ({ page }) => {
  await memberLogin(page, 'demo', 'Demo@2026');
  for (const kind of ['weekUpdate', 'todayUpdate', 'monthAbolish', 'weekBF', 'monthImplemented']) {
    await page.goto('/system/index');
    const card = page.locator(`a[href*="/stateList/${kind}"]`);
    const shown = Number((await card.locator('.ant-statistic-content-value').innerText()).replace(/\D/g, ''));
    await card.click();
    await expect(page).toHaveURL(new RegExp(`/stateList/${kind}`));
    await expect(page.locator('.ant-table')).toBeVisible();
    const total =
      shown === 0 ? 0 : Number((await page.locator('.ant-pagination-total-text').innerText()).replace(/\D/g, ''));
    expect(total, kind).toBe(shown);
  }
  // A first start imports the whole catalogue today: that is not news of the documents.
  await page.goto('/system/index');
  const week = Number(
    (await page.locator('a[href*="/stateList/weekUpdate"] .ant-statistic-content-value').innerText()).replace(
      /\D/g,
      '',
    ),
  );
  expect(week).toBeLessThan(300);
  await expect(page.getByTestId('state-basis-weekUpdate')).toHaveText(/^发布\/实施\/废止日期 ≥ \d{4}-\d{2}-\d{2}$/);
});

test('/demo and /ad show every area with its real counts; /ad marks what the viewer has opened', async ({
  page,
  context,
  baseURL,
}) => {
  const card = (area: string) => page.getByTestId(`area-card-${area}`);
  const real = async (area: string, count: string) =>
    Number((await card(area).getByTestId(`count-${count}`).getByTestId('count-real').textContent())!.replace(/,/g, ''));
  await page.goto('/demo');
  await expect(card('system').getByTestId('count-real').first()).toBeVisible();
  expect(await real('system', 'lib.biaofa')).toBeGreaterThan(1000);
  expect(await real('InternationalWarning', 'rec.international')).toBeGreaterThan(8000);
  expect(await real('hazardsLimits', 'limitRows')).toBeGreaterThan(0);
  // Generated rows are never counted as holdings: they are shown apart, marked.
  await expect(card('sampleSystem')).toContainText('演示数据');
  await expect(page.getByTestId('how-to-start').getByRole('link', { name: '阅读操作手册' })).toHaveAttribute(
    'href',
    '/guide',
  );
  // Logged out, an area's link goes through the login page and on to the area.
  await card('hazardsLimits')
    .getByRole('link', { name: /登录后使用/ })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=%2FhazardsLimits/);
  await page.goto('/ad');
  await expect(card('system').getByTestId('count-real').first()).toBeVisible();
  await expect(page.getByTestId('area-access')).toHaveCount(0);
  await expect(page.getByTestId('open-more')).toContainText('客户经理');

  await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
  for (const path of ['/demo', '/ad']) {
    await page.goto(path);
    await expect(card('InternationalWarning').getByTestId('count-real')).toBeVisible();
    expect(await unmarkedChineseOnPage(page), path).toEqual([]);
  }

  await context.addCookies([{ name: 'languageName', value: 'zh-cn', url: baseURL! }]);
  await memberLogin(page, 'viewer', 'Viewer@2026');
  await page.goto('/ad');
  await expect(card('system').getByTestId('area-access')).toHaveText('已开通');
  await expect(card('sampleSystem').getByTestId('area-access')).toHaveText('未开通');
  await expect(card('sampleSystem').getByRole('link', { name: '如何开通' })).toBeVisible();
  // The customer's contact comes from the footer's call and keeps its demo mark.
  await expect(page.getByTestId('service-contact').getByTestId('contact-demo')).toHaveText('演示数据');
  await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
  await page.goto('/ad');
  await expect(card('system').getByTestId('area-access')).toHaveText('Opened');
  await expect(page.getByTestId('service-contact')).toBeVisible();
  expect(await unmarkedChineseOnPage(page), '/ad as viewer').toEqual([]);
});
