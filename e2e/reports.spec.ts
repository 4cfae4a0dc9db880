import { test, expect, type Page } from '@playwright/test';

/**
 * Issue 13 journeys as the demo member (zh-cn and en): a period report whose figure opens
 * exactly its rows, its download and printable page; a reference article; the query-tool index;
 * an industrial chain node. The viewer, who holds none of these rights, is sent to
 * /noPermissions and refused by the calls.
 */
async function login(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|Account/).fill(username);
  await page.getByPlaceholder(/密码|Password/).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

test.describe('reports, information, tools and chains as demo', () => {
  test.beforeEach(async ({ page }) => login(page, 'demo', 'Demo@2026'));

  test('weekly report: a figure opens exactly its rows; PDF, Word and the printable page', async ({ page }) => {
    await page.goto('/infoMonitor');
    await expect(page).toHaveURL(/\/infoMonitor\/weekReport/);
    const report = page.getByTestId('period-report');
    await expect(report).toBeVisible();
    await expect(page.getByRole('heading', { name: /^周报 \d{4}-\d{2}-\d{2} ~ \d{4}-\d{2}-\d{2}$/ })).toBeVisible();
    await expect(report.getByText('抽检情况')).toBeVisible();

    // A week inside the demo records' span, built on first open: its sampling total's link lists as many rows.
    await page.goto('/infoMonitor/weekReport?date=2025-06-11');
    await expect(page.getByRole('heading', { name: '周报 2025-06-09 ~ 2025-06-15' })).toBeVisible();
    const figure = report.getByTestId('figure-samplingTotal');
    const value = (await figure.innerText()).trim();
    await figure.click();
    await expect(page).toHaveURL(/\/sampleSystem\/dataQuery\?/);
    expect(new URL(page.url()).searchParams.get('startDate')).toBe('2025-06-09');
    expect(new URL(page.url()).searchParams.get('endDate')).toBe('2025-06-15');
    await expect(page.getByText(`共 ${value} 条`)).toBeVisible();

    await page.goBack();
    await expect(page.getByTestId('period-report')).toBeVisible();
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载Word' }).click(),
    ]);
    expect(docx.suggestedFilename()).toMatch(/\.docx$/);

    const [print] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('button', { name: '打印版' }).click(),
    ]);
    await expect(print).toHaveURL(/\/infoMonitor\/report\/detail\?id=\d+/);
    await expect(print.getByRole('button', { name: '打印' })).toBeVisible();
    await expect(print.getByTestId('period-report')).toBeVisible();

    // Earlier reports: the list opens one by id; a future period is refused with a message.
    await page
      .getByRole('link', { name: /^周报 / })
      .first()
      .click();
    await expect(page).toHaveURL(/\/infoMonitor\/detail\?id=\d+/);
    await expect(page.getByTestId('period-report')).toBeVisible();
    await page.goto('/infoMonitor/monthReport?date=2099-01-01');
    await expect(page.getByText(/该周期尚未结束/)).toBeVisible();
    await page.goto('/infoMonitor/detail?id=999999');
    await expect(page.getByText('记录不存在')).toBeVisible();
  });

  test('reference article, query tools and a chain node', async ({ page }) => {
    await page.goto('/information');
    await page.getByRole('link', { name: '如何阅读周报中的数字' }).click();
    await expect(page).toHaveURL(/\/information\/detail\?id=\d+/);
    const article = page.getByTestId('article');
    await expect(article.getByText('演示数据')).toBeVisible();
    await expect(article.getByRole('heading', { name: '点击数字' })).toBeVisible();

    await page.goto('/database');
    const gb2760 = page.getByTestId('tool-gb2760');
    await expect(gb2760.getByText(/^\d[\d,]*$/)).toBeVisible();
    const box = gb2760.getByPlaceholder('在此工具中检索');
    await box.fill('山梨酸');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/system\/safeDb\?.*kind=additive.*keyword=/);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('山梨酸');

    await page.goto('/industrialChain');
    await expect(page.getByText('乳制品加工')).toBeVisible();
    await page.getByRole('link', { name: '乳制品加工 行政处罚' }).click();
    await expect(page).toHaveURL(/\/industrialChain\/detailList\?node=\d+&kind=penalty/);
    await expect(page.getByRole('tab', { name: /行政处罚 \(\d+\)/ })).toBeVisible();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    await page.getByRole('tab', { name: /相关标准/ }).click();
    await expect(page).toHaveURL(/kind=standards/);
  });

  test('briefing (简报): the latest issue, the list, one issue; public-opinion items link to their rows', async ({
    page,
  }) => {
    await page.goto('/infoMonitor/newspaper');
    const briefing = page.getByTestId('briefing');
    await expect(briefing).toBeVisible();
    await expect(briefing.getByText('第1期')).toBeVisible();
    await expect(briefing.getByText('演示数据').first()).toBeVisible();
    await expect(briefing.getByTestId('briefing-entry').first()).toBeVisible();
    await expect(briefing.getByText('编者点评').first()).toBeVisible();

    await page.getByRole('button', { name: '往期简报' }).click();
    await expect(page).toHaveURL(/\/infoMonitor\/newspaper\/list/);
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
    await page.getByRole('link', { name: '食品安全监测简报（演示）' }).click();
    await expect(page).toHaveURL(/\/infoMonitor\/newspaper\/detail\?id=\d+/);
    await expect(page.getByTestId('briefing-entry').first()).toBeVisible();
    await page.goto('/infoMonitor/newspaper/detail?id=999999');
    await expect(page.getByText('记录不存在')).toBeVisible();

    await page.goto('/infoMonitor/report');
    const first = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await expect(first).toBeVisible();
    await expect(page.getByText(/共 \d+ 条/)).toBeVisible();
    const link = first.locator('a').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^\/(system|rihua|fodder|InternationalWarning|sampleSystem)\//);
  });

  test('briefing in English', async ({ page, context, baseURL }) => {
    await page.goto('about:blank');
    await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
    await page.goto('/infoMonitor/newspaper');
    await expect(page.getByTestId('briefing').getByText('No. 1')).toBeVisible();
    await expect(page.getByText('Commentary').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'All issues' })).toBeVisible();
    await page.goto('/infoMonitor/newspaper/list');
    await expect(page.getByRole('columnheader', { name: 'Published' })).toBeVisible();
    await page.goto('/infoMonitor/report');
    await expect(page.getByRole('columnheader', { name: 'Kind' })).toBeVisible();
  });

  test('in English', async ({ page, context, baseURL }) => {
    await page.goto('about:blank');
    await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
    await page.goto('/infoMonitor/monthReport');
    await expect(page.getByRole('heading', { name: /^Monthly report \d{4}-\d{2}-01 ~ / })).toBeVisible();
    await expect(page.getByText('Sampling inspections')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await page.goto('/database');
    await expect(page.getByText('Food additive uses (GB 2760)')).toBeVisible();
    await page.goto('/industrialChain');
    await expect(page.getByText('Dairy processing')).toBeVisible();
    await page.goto('/information');
    await expect(page.getByText('Demo data').first()).toBeVisible();
  });
});

test('viewer lacks these rights: /noPermissions on each route, 403 from the calls', async ({ page, request }) => {
  await login(page, 'viewer', 'Viewer@2026');
  for (const path of [
    '/infoMonitor/weekReport',
    '/infoMonitor/dayReport',
    '/information',
    '/database',
    '/industrialChain',
    '/infoMonitor/newspaper/list',
    '/infoMonitor/report',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/noPermissions/);
  }
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  expect(token).toBeTruthy();
  for (const url of [
    '/comply/monitor/report/week/open',
    '/comply/information/list',
    '/comply/database/tools',
    '/comply/chain/list',
    '/comply/monitor/briefing/list',
    '/comply/monitor/items/list',
  ]) {
    const res = await request.post(url, { data: { batoken: token } });
    expect((await res.json()).code).toBe(403);
  }
});
