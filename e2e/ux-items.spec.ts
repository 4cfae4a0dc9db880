import { test, expect, type Locator, type Page } from '@playwright/test';
import { login } from './login';
import { unmarkedChinese } from './unmarked-chinese';
import { editDocument, memberSession } from './sessions';

/**
 * Items of issue 15 that e2e/ux.spec.ts does not reach, one test per claim: times and change
 * kinds in the version history and the novelty records, the pager's scroll, the 取消收藏
 * confirmation, the open pages' brand, /system/index (latest by publication, chart values),
 * the footer's contact from the back office, the mini-program notOpen path, and English chart
 * labels. Each asserts what the old screens got wrong, not only that the page loads.
 */

test.describe.configure({ timeout: 120_000 });

const moment = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;
const rows = (scope: Page | Locator) => scope.locator('.ant-table-tbody tr.ant-table-row');

async function libraryCall(page: Page, path: string, body: Record<string, unknown>) {
  const answer = await (
    await page.request.post(`/comply/library/biaofa/${path}`, {
      data: { ...(await memberSession(page)), library: 'biaofa', ...body },
    })
  ).json();
  expect(answer.code, answer.msg).toBe(1);
  return answer.data;
}

async function adminLogin(page: Page) {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@2026');
  await page.getByLabel('密码').press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
}

/** Visible texts of a table column (by its header's position). */
async function columnTexts(table: Locator, header: string) {
  const headers = (await table.locator('thead th').allInnerTexts()).map((h) => h.trim());
  const index = headers.indexOf(header);
  expect(index, `${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return table
    .locator('tbody tr.ant-table-row')
    .evaluateAll(
      (trs, i) => trs.map((tr) => (tr.children[i] as HTMLElement | undefined)?.innerText.trim() ?? ''),
      index,
    );
}

/** The texts an ECharts chart (SVG renderer) draws: axis names, value labels, legends. */
const chartTexts = (page: Page, title: string) =>
  page.getByRole('img', { name: title, exact: true }).locator('svg text').allTextContents();

test('version history and the version comparison: times as YYYY-MM-DD HH:mm, change kinds by their labels', async ({
  page,
  request,
}) => {
  await login(page, 'demo', 'Demo@2026');
  await page.goto('/system/unifiedSearch?isOpen=true&keyword=GB%202749-2015');
  const link = rows(page).first().getByRole('link').first();
  await expect(rows(page).first()).toContainText('GB 2749-2015');
  const href = (await link.getAttribute('href'))!;
  const itemid = Number(new URL(href, 'http://x').searchParams.get('itemid'));
  // A second version, so the history has a change besides the current one.
  const before = await libraryCall(page, 'module/biaozhun/content', { module: 'biaozhun', itemid });
  await editDocument(request, itemid, { body: `${before.body}\n\n修订说明：版本历史的时间格式测试。` });
  await page.goto(href);

  const history = page.locator('.ant-card').filter({ hasText: '历史版本' });
  await expect(rows(history)).toHaveCount(before.versions.length + 1);
  // Was the stored text "2026-11-23 11:18:20.2+00".
  const times = await columnTexts(history, '变更时间');
  for (const t of times) expect(t).toMatch(moment);
  // Was the raw value ("current", "content").
  const changes = await columnTexts(history, '变更内容');
  expect(changes).toEqual(expect.arrayContaining(['当前版本', '内容修改']));
  for (const c of changes) expect(['当前版本', '内容修改', '状态变更', '新增']).toContain(c);

  const boxes = history.locator('tbody .ant-checkbox-input');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await history.getByRole('button', { name: /版本对比/ }).click();
  const headings = page.getByTestId('version-diff').locator('h5');
  await expect(headings).toHaveCount(2);
  for (const h of await headings.allInnerTexts()) expect(h).toMatch(/^第 \d+ 版 · \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
});

test('batch novelty records show their date as YYYY-MM-DD HH:mm', async ({ page }) => {
  await login(page, 'demo', 'Demo@2026');
  await page.goto('/system/unifiedSearch?isOpen=true&tab=novelty');
  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  book.addWorksheet('list').addRow(['GB 2760-2014']);
  await page.locator('input[type=file]').setInputFiles({
    name: 'record-time.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await page.getByRole('button', { name: /开始查新/ }).click();
  const records = page.getByTestId('novelty-records');
  const record = records.locator('tbody tr').filter({ hasText: 'record-time.xlsx' }).first();
  await expect(record).toBeVisible({ timeout: 30_000 });
  const dates = await columnTexts(records, '查新日期');
  expect(dates.length).toBeGreaterThan(0);
  for (const d of dates) expect(d).toMatch(moment);
});

test('changing page in a list brings the table top back into view (it stayed scrolled at the bottom)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 700 });
  await login(page, 'demo', 'Demo@2026');
  for (const path of ['/system/unifiedSearch?isOpen=true', '/penalty/case']) {
    await page.goto(path);
    const first = rows(page).first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const firstText = await first.innerText();
    const header = page.locator('.ant-table-thead').first();
    const next = page.locator('.ant-pagination-item-2').first();
    await next.scrollIntoViewIfNeeded();
    await expect(header, path).not.toBeInViewport();
    await next.click();
    await expect(page.locator('.ant-pagination-item-active').first()).toHaveText('2');
    await expect(first).not.toHaveText(firstText);
    await expect(header, path).toBeInViewport();
  }
});

test('/system/favorite: 取消收藏 asks first and removes only when confirmed', async ({ page }) => {
  await login(page, 'demo', 'Demo@2026');
  await page.goto('/system/unifiedSearch?isOpen=true&keyword=GB%2014880-2012');
  await expect(rows(page).first()).toContainText('GB 14880-2012');
  await page.goto((await rows(page).first().getByRole('link').first().getAttribute('href'))!);
  const star = page.getByTestId('favorite-toggle');
  await expect(star).toHaveAttribute('aria-pressed', /true|false/);
  if ((await star.getAttribute('aria-pressed')) === 'false') await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/system/favorite');
  const row = rows(page).filter({ hasText: 'GB 14880-2012' });
  await expect(row).toHaveCount(1);
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /取消收藏/ }).click();
  const confirm = page.getByRole('dialog').filter({ hasText: '确定取消收藏选中的 1 条文件吗？' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /取\s*消/ }).click();
  await expect(confirm).toBeHidden();
  await page.reload();
  await expect(row).toHaveCount(1);

  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: /取消收藏/ }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(row).toHaveCount(0);
  await page.reload();
  await expect(page.locator('.ant-table')).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('the brand on /home, /demo, /ad and /guide is not an underlined link; /home and /guide have content to read', async ({
  page,
}) => {
  for (const path of ['/home', '/demo', '/ad', '/guide']) {
    await page.goto(path);
    const brand = page.locator('.cp-topbar a.cp-brand');
    await expect(brand, path).toHaveText('食品安全合规信息平台');
    expect(await brand.evaluate((a) => getComputedStyle(a).textDecorationLine), path).toBe('none');
    await brand.hover();
    expect(await brand.evaluate((a) => getComputedStyle(a).textDecorationLine), `${path} (hover)`).toBe('none');
  }
  // Not three cards and empty space: figures, first steps and the manual.
  await page.goto('/home');
  await expect(page.getByTestId('portal-counts').locator('.ant-statistic').first()).toBeVisible();
  await expect(page.getByTestId('how-to-start').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('how-to-start').getByRole('link', { name: '操作手册' })).toBeVisible();
  await page.goto('/guide');
  await expect(page.getByRole('heading', { name: '操作手册' })).toBeVisible();
  // A contents list and numbered sections, each with its steps.
  const sections = page.locator('.ant-card[id^="guide-"]');
  await expect(sections.first()).toBeVisible();
  expect(await sections.count()).toBeGreaterThan(5);
  for (const section of (await sections.all()).slice(0, -1))
    expect(await section.locator('li').count()).toBeGreaterThan(1);
  await expect(page.locator('.cp-guide-nav .ant-anchor-link')).toHaveCount(await sections.count());
  // In English the longer section names wrap in the contents instead of ending in "…".
  await page.context().addCookies([{ name: 'languageName', value: 'en', url: new URL(page.url()).origin }]);
  await page.reload();
  const titles = page.locator('.cp-guide-nav .ant-anchor-link-title');
  await expect(titles.filter({ hasText: 'Favourites' })).toBeVisible();
  const cut = await titles.evaluateAll((ts) =>
    ts.filter((t) => t.scrollWidth > t.clientWidth + 1).map((t) => t.textContent),
  );
  expect(cut).toEqual([]);
});

test('/system/index: 最新动态 newest published first; the category chart writes its values on the bars', async ({
  page,
}) => {
  await login(page, 'demo', 'Demo@2026');
  await page.goto('/system/index');
  const latest = page.locator('.ant-card').filter({ hasText: '最新动态' });
  await expect(latest.locator('.ant-list-item').first()).toBeVisible({ timeout: 30_000 });
  // Each entry ends with its date.
  const shown = (await latest.locator('.ant-list-item > .ant-typography').allInnerTexts()).map((s) => s.trim());
  expect(shown.length).toBeGreaterThan(1);
  // The newest documents of the library by publication date (was: by import, 1990–2022 in no order).
  const newest = await libraryCall(page, 'search', {
    fullLibrary: true,
    sort: 'publishDate',
    order: 'desc',
    page: 1,
    pageSize: shown.length,
  });
  expect(shown).toEqual(newest.list.map((d: { publishDate: string | null }) => d.publishDate ?? '-'));
  expect(shown).toEqual([...shown].sort().reverse());

  const home = await libraryCall(page, 'home', {});
  // The chart draws after its library loads: wait until every module's count is written on it.
  const counts = (home.modules as { count: number }[]).map((m) => m.count.toLocaleString('zh-CN'));
  await expect.poll(() => chartTexts(page, '各类别数量'), { timeout: 30_000 }).toEqual(expect.arrayContaining(counts));
});

test('footer: the service contact is the customer record the back office edits, marked 演示数据 for the demo customer', async ({
  page,
  browser,
}) => {
  const phone = '400-820-5678';
  const staff = await (await browser.newContext()).newPage();
  await adminLogin(staff);
  const editPhone = async (value: string) => {
    await staff.goto('/admin/account/customer');
    await staff
      .getByRole('row', { name: /演示食品有限公司/ })
      .getByRole('button', { name: '修改' })
      .click();
    const form = staff.getByRole('dialog');
    await expect(form.getByLabel('公司名称')).toHaveValue('演示食品有限公司');
    await form.getByLabel('客服电话').fill(value);
    await form.getByRole('button', { name: /确\s*定/ }).click();
    await expect(form).toBeHidden();
  };
  await editPhone(phone);
  try {
    await login(page, 'demo', 'Demo@2026');
    await page.goto('/system/index');
    const footer = page.getByTestId('shell-footer');
    await expect(footer).toContainText(`电话：${phone}`);
    await expect(footer).toContainText('客服：王晓明');
    await expect(footer.getByTestId('contact-demo')).toHaveText('演示数据');
  } finally {
    await editPhone('400-820-1234');
    await staff.context().close();
  }
});

test('mini program: without a code image the demo customer gets 小程序未开启！ and no drawn code', async ({ page }) => {
  await login(page, 'demo', 'Demo@2026');
  await page.goto('/system/index');
  const entry = page.getByTestId('mini-program');
  await entry.click();
  await expect(page.getByText('小程序未开启！')).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.locator('img[alt="小程序"]')).toHaveCount(0);
});

test('en: chart labels (library modules, failing hazards and food categories) and the footer read in English', async ({
  page,
  context,
  baseURL,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await login(page, 'demo', 'Demo@2026');
  await page.goto('about:blank');
  await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
  await page.goto('/system/index');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The module names beside the bars are whole ("Laws and regula..." was cut at 110 px).
  const modules = page.getByRole('img', { name: 'Documents by module', exact: true }).locator('svg text');
  await expect(modules.filter({ hasText: 'Laws and regulations' })).toHaveCount(1);
  const names = await modules.allTextContents();
  expect(names.filter((n) => /\.\.\.|…/.test(n))).toEqual([]);

  // Footer: the contact marked as demo data, the Chinese names marked as Chinese.
  const footer = page.getByTestId('shell-footer');
  await expect(footer.getByTestId('contact-demo')).toHaveText('Demo data');
  await expect(footer).toContainText('Chinese-language sites');
  const links = footer.locator('.cp-footer-links a');
  expect(await links.count()).toBeGreaterThan(0);
  for (const a of await links.all()) await expect(a).toHaveAttribute('lang', 'zh-CN');
  expect(await unmarkedChinese(page)).toEqual([]);

  await page.goto('/sampleSystem/visualization');
  for (const title of ['Top 10 failing hazards', 'Top 10 failing categories']) {
    const chart = page.getByRole('img', { name: title, exact: true }).locator('svg text');
    await expect(chart.first()).toBeVisible({ timeout: 30_000 });
    const texts = await chart.allTextContents();
    expect(texts.filter((t) => /[A-Za-z]{3,}/.test(t)).length, title).toBeGreaterThan(3);
    expect(
      texts.filter((t) => /[\u3400-\u9fff]/.test(t)),
      title,
    ).toEqual([]);
  }
});

test('en: the names beside the bars of the failing-hazards chart are whole (were cut with "...")', async ({
  page,
  context,
  baseURL,
}) => {
  // Issue 15 "bar labels cut": the longer hazard names of /sampleSystem/visualization were cut
  // ("Dehydroacetic acid and its ...", "Aluminium residue (dry sa..."); they now wrap.
  await page.setViewportSize({ width: 1440, height: 900 });
  await login(page, 'demo', 'Demo@2026');
  await page.goto('about:blank');
  await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
  await page.goto('/sampleSystem/visualization');
  const labels = page.getByRole('img', { name: 'Top 10 failing hazards', exact: true }).locator('svg text');
  await expect(labels.first()).toBeVisible({ timeout: 30_000 });
  const names = (await labels.allTextContents()).filter((t) => /[A-Za-z]/.test(t));
  expect(names.length).toBeGreaterThan(3);
  expect(names.filter((n) => /\.\.\.$|…$/.test(n))).toEqual([]);
});
