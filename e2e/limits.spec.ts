import { test, expect, type Page } from '@playwright/test';

/**
 * Hazard and residue limits (issue 10) as the demo member, in zh-cn and en, and as the viewer,
 * who lacks the right `whwxl` and is sent to /noPermissions (and refused by the calls).
 */
async function login(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|Account/).fill(username);
  await page.getByPlaceholder(/密码|Password/).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test.describe('limits as demo', () => {
  test.beforeEach(async ({ page }) => login(page, 'demo', 'Demo@2026'));

  test('query 大米: Chinese and EU rows side by side, then a limit with its source', async ({ page }) => {
    await page.goto('/hazardsLimits');
    await expect(page).toHaveURL(/\/hazardsLimits\/indicatorQuery/);
    await page.getByRole('textbox', { name: '食品' }).fill('大米');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).toHaveURL(/searchResult\?food=/);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText('欧盟').first()).toBeVisible();
    await rows(page).first().getByRole('link', { name: '查看' }).click();
    await expect(page).toHaveURL(/searchResult\/detail\?id=\d+/);
    await expect(page.getByText('GB 27').first()).toBeVisible();
    // The EU rows for the same food: their Chinese food names are the portal's translation of the French, marked.
    await page.goto('/hazardsLimits/searchResult?food=大米&jurisdictions=EU');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByText('本平台译名').first()).toBeVisible();
  });

  test('empty query gets a clear message', async ({ page }) => {
    await page.goto('/hazardsLimits/indicatorQuery');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page.getByText('请输入物质或食品名称')).toBeVisible();
  });

  test('a TFDA crop inherits its group limit, with the path that led there', async ({ page }) => {
    await page.goto('/hazardsLimits/searchResult?food=草莓&jurisdictions=TW');
    await expect(rows(page).first()).toBeVisible();
    // The first row's food is the group 小漿果類 (its member list names 草莓); open the crop from there.
    await rows(page).first().getByRole('link').nth(1).click();
    await expect(page).toHaveURL(/foodDetail\?id=\d+/);
    await page.getByRole('link', { name: /^草莓 \(\d+\)$/ }).click();
    await expect(page.getByText('小浆果类 → 草莓').first()).toBeVisible();
  });

  test('in English: comparison of lead in rice with reasons for empty cells', async ({ page, context, baseURL }) => {
    await page.goto('about:blank');
    await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
    await page.goto('/hazardsLimits/searchResult?substance=7439-92-1&food=大米');
    await expect(page.getByRole('columnheader', { name: 'Normalised (mg/kg)' })).toBeVisible();
    await expect(rows(page).first()).toBeVisible();
    await page.goto('/hazardsLimits/indicatorContrast');
    await expect(page.getByRole('button', { name: 'Compare' })).toBeVisible();
    await page.getByRole('button', { name: 'Compare' }).click();
    await expect(page.getByText('Choose a substance')).toBeVisible();
  });
});

test('viewer lacks the limits right: /noPermissions, and the calls refuse', async ({ page, request }) => {
  await login(page, 'viewer', 'Viewer@2026');
  for (const path of [
    '/hazardsLimits/indicatorQuery',
    '/hazardsLimits/indicatorContrast',
    '/hazardsLimits/basicSubstance',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/noPermissions/);
  }
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  const res = await request.post('/whwxl/limits/search', { data: { batoken: token, substance: '铅' } });
  expect((await res.json()).code).toBe(403);
});

/** Back office (issue 10): import runs with their reports, and a correction kept in the limit's history. */
async function staffLogin(
  page: Page,
  username: string,
  password: string,
  labels = { user: '用户名', password: '密码' },
) {
  await page.goto('/admin/login');
  await page.getByLabel(labels.user).fill(username);
  await page.getByLabel(labels.password).fill(password);
  await page.getByLabel(labels.password).press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
}

/**
 * The correction is made on one row pinned by its id (antd's data-row-key), because two races
 * made the unpinned test flaky in the full run, where the server answers slower: `rows().first()`
 * matched a row of the unfiltered list still on screen while the 茶叶 search was loading (the
 * form then opened on that row, and the detail afterwards on the 茶叶 list's first row: 更正次数 0);
 * and the detail shows the row as the table holds it, so it is opened only once the reloaded list
 * carries the new correction count. Each run writes its own footnote, so a repeat makes a real change.
 */
test('back office: import runs with counts and rejects, and a limit corrected with its history', async ({ page }) => {
  test.setTimeout(120_000);
  await staffLogin(page, 'admin', 'Admin@2026');
  await page.goto('/admin/limits/import-runs');
  await expect(page.getByRole('columnheader', { name: '拒收行数' })).toBeVisible();
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: /tw_tfda_pesticide_mrl/ }).first()).toBeVisible();
  await rows(page)
    .first()
    .getByRole('button', { name: /详\s*情/ })
    .click();
  await expect(page.getByRole('dialog').getByText('拒收明细（行号: 原因）')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/admin/limits/limits');
  await expect(rows(page).first()).toBeVisible();
  // The kind of limit reads as a label, never the stored value ("exempt", "ML").
  const kinds = await page
    .locator('.ant-table-tbody td')
    .filter({ hasText: /^(ML|MRL|exempt)$/ })
    .count();
  expect(kinds).toBe(0);
  await page.getByLabel('物质或食品').fill('茶叶');
  // The row is chosen from the 茶叶 list's own answer, not from the screen (which still shows the
  // unfiltered list until that answer arrives); 茶叶 also finds 乾豆類, whose members name 茶籽.
  const answer = page.waitForResponse(
    (r) => r.url().includes('/admin-api/limits/page') && new URL(r.url()).searchParams.get('q') === '茶叶',
  );
  await page
    .getByRole('search')
    .getByRole('button', { name: /查\s*询/ })
    .click();
  const list = (await (await answer).json()).data.list as { id: number }[];
  expect(list.length).toBeGreaterThan(0);
  const row = page.locator(`.ant-table-tbody tr[data-row-key="${list[0]!.id}"]`);
  await expect(row).toBeVisible();
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  const countCell = row.locator('td').nth(headers.findIndex((h) => h.includes('更正次数')));
  const before = Number.parseInt(await countCell.innerText(), 10) || 0;
  await row.getByRole('button', { name: /修\s*改/ }).click();
  const form = page.getByRole('dialog');
  // A correction that changes nothing is not recorded: the footnote changes here, differently each run.
  const stamp = Date.now().toString(36);
  await form.getByLabel('脚注').fill(`e2e 更正的脚注 ${stamp}`);
  await form.getByLabel('更正原因').fill(`e2e 核对原文 ${stamp}`);
  await form.getByRole('button', { name: /确\s*定/ }).click();
  await expect(form).toBeHidden();
  await expect(countCell).toHaveText(String(before + 1));
  await row.getByRole('button', { name: /详\s*情/ }).click();
  await expect(page.getByRole('dialog').getByText(`e2e 核对原文 ${stamp}`)).toBeVisible();
});

test('back office in English, and staff without the limits rights are refused', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
  await staffLogin(page, 'admin', 'Admin@2026', { user: 'Username', password: 'Password' });
  await page.goto('/admin/limits/import-runs');
  await expect(page.getByRole('heading', { name: 'Limits import runs' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Rejected' })).toBeVisible();
  await page.goto('/admin/limits/limits');
  await expect(page.getByRole('heading', { name: 'Limit corrections' })).toBeVisible();
  // The seeded auditor reads only the logs: the limits calls refuse it.
  const login = await (
    await request.post('/admin-api/login', {
      data: { username: 'auditor', password: 'Auditor@2026' },
      headers: { 'x-forwarded-for': '10.99.0.7' },
    })
  ).json();
  expect(login.code).toBe(1);
  const headers = { batoken: login.data.token as string };
  expect((await (await request.get('/admin-api/limits/page', { headers })).json()).code).toBe(403);
  expect((await (await request.get('/admin-api/limits/import-runs/page', { headers })).json()).code).toBe(403);
  expect(
    (await (await request.put('/admin-api/limits', { headers, data: { id: 1, reason: 'x', valueRaw: '1' } })).json())
      .code,
  ).toBe(403);
});
