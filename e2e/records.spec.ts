import { test, expect, type Page } from '@playwright/test';
import { pickOption } from './select';

/**
 * Journeys through the four records modules (issue 5) as the demo member, in zh-cn and en,
 * and the viewer, who holds none of their rights, sent to /noPermissions on each.
 */

async function login(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|Account/).fill(username);
  await page.getByPlaceholder(/密码|Password/).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Picks an option of an antd Select named by its label. */
const choose = (page: Page, label: string, option: string) =>
  pickOption(page, page.getByRole('combobox', { name: label }), option);

async function expectDownload(page: Page, click: () => Promise<unknown>, ext: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${ext}$`));
}

test.describe('records modules as demo', () => {
  test.beforeEach(async ({ page }) => login(page, 'demo', 'Demo@2026'));

  test('sampling: query with filters, detail, related records', async ({ page }) => {
    await page.goto('/sampleSystem');
    await expect(page).toHaveURL(/\/sampleSystem\/dataQuery/);
    await expect(rows(page).first()).toBeVisible();

    await choose(page, '结论', '不合格');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).toHaveURL(/result=fail/);
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((t) => t.includes('不合格'))).toBe(true);
    expect(await rows(page).count()).toBeGreaterThan(0);

    await rows(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/sampleSystem\/dataQuery\/detail\?id=\d+/);
    await expect(page.getByTestId('record-title')).not.toBeEmpty();
    await expect(page.getByText('检验结果', { exact: true }).first()).toBeVisible();
    await page.getByRole('tab', { name: /同一生产企业/ }).click();
    await page.getByRole('tabpanel').getByRole('link', { name: '查看全部' }).click();
    await expect(page).toHaveURL(/detailMore\?id=\d+&by=producer/);
    await expect(rows(page).first()).toBeVisible();
  });

  test('sampling: export up to 2000 rows, reversed dates refused', async ({ page }) => {
    await page.goto('/sampleSystem/dataQuery?result=fail');
    await page.getByRole('button', { name: /导\s*出$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('spinbutton').fill('2001');
    await dialog.getByRole('button', { name: /导\s*出/ }).click();
    await expect(dialog.getByText('请输入1-2000的正整数')).toBeVisible();
    await dialog.getByRole('spinbutton').fill('2000');
    await expectDownload(page, () => dialog.getByRole('button', { name: /导\s*出/ }).click(), 'xlsx');

    // A reversed date range is refused with the catalogue message.
    await page.goto('/sampleSystem/dataQuery?startDate=2026-05-01&endDate=2026-01-01');
    await expect(page.getByText('开始日期不能大于结束日期').first()).toBeVisible();
  });

  test('sampling: overview and cross-tab statistics', async ({ page }) => {
    await page.goto('/sampleSystem/visualization');
    await expect(page.getByTestId('kpi-count')).toContainText(/\d/);
    await expect(page.getByRole('region', { name: '各省不合格分布' })).toBeVisible();
    const top = page.getByRole('region', { name: '不合格项目TOP10' });
    await top.getByText('表格').click();
    await expect(top.getByRole('table')).toBeVisible();
    await expect(top.locator('tbody tr.ant-table-row').first()).toBeVisible();

    await page.goto('/sampleSystem/dataStatistics');
    const tab = page.getByRole('table', { name: '交叉统计表' });
    await expect(tab.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(tab.getByText('合计').first()).toBeVisible();
    await choose(page, '统计维度', '省份');
    await expect(page).toHaveURL(/rows=province/);
    await expectDownload(page, () => page.getByRole('button', { name: '导出统计表' }).click(), 'xlsx');
  });

  test('sampling: a watch rule is added', async ({ page }) => {
    await page.goto('/sampleSystem/monitorWarning');
    await page.getByRole('button', { name: '新增规则' }).click();
    const dialog = page.getByRole('dialog');
    const name = `E2E规则${Date.now() % 100000}`;
    await dialog.getByLabel('规则名称').fill(name);
    await dialog.getByRole('combobox', { name: '关键词' }).fill('黄曲霉毒素');
    await dialog.getByRole('combobox', { name: '关键词' }).press('Enter');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
  });

  test('sampling: report of a period, as xlsx and PDF', async ({ page }) => {
    await page.goto('/sampleSystem/Reporting');
    await expect(page.getByText('请选择报告期间和范围，然后生成报告')).toBeVisible();
    await page.goto('/sampleSystem/Reporting?startMonth=2025-01&endMonth=2025-12');
    await expect(page.getByTestId('sampling-report')).toBeVisible();
    await expectDownload(page, () => page.getByRole('button', { name: '下载PDF' }).click(), 'pdf');
    await expectDownload(page, () => page.getByRole('button', { name: '下载Excel' }).click(), 'xlsx');
  });

  test('penalty: cases, detail, top 30 risk factors, overview', async ({ page }) => {
    await page.goto('/penalty');
    await expect(page).toHaveURL(/\/penalty\/case/);
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/penalty\/caseDetail\?id=\d+/);
    await expect(page.getByText('处罚内容')).toBeVisible();

    await page.goto('/penalty/statisticsCase');
    const tab = page.getByRole('table', { name: '交叉统计表' });
    await expect(tab.locator('tbody tr.ant-table-row').first()).toBeVisible();
    const n = await tab.locator('tbody tr.ant-table-row').count();
    expect(n).toBeGreaterThan(0);
    expect(n).toBeLessThanOrEqual(30);
    await expect(page.getByRole('combobox', { name: '统计维度' })).toBeVisible();

    await page.goto('/penalty/visualization');
    await expect(page.getByRole('region', { name: '风险因子TOP30' })).toBeVisible();
    await expect(page.getByTestId('kpi-amount')).toContainText(/\d/);
  });

  test('judge: judgments, detail, statistics, classic cases', async ({ page }) => {
    await page.goto('/judge');
    await expect(page).toHaveURL(/\/judge\/judgeList/);
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/judge\/judgeList\/detail\?id=\d+/);
    await expect(page.getByText('当事人与裁判')).toBeVisible();

    await page.goto('/judge/judgeStatistics');
    await expect(
      page.getByRole('table', { name: '交叉统计表' }).locator('tbody tr.ant-table-row').first(),
    ).toBeVisible();

    await page.goto('/judge/classicCaseAnalysis');
    await expect(rows(page).first()).toBeVisible();
    await rows(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/classicCaseAnalysis\/detail\?id=\d+/);
    await expect(page.getByText('关联裁判文书')).toBeVisible();

    await page.goto('/judge/visualization');
    await expect(page.getByRole('region', { name: '各省案件分布' })).toBeVisible();
  });

  test('international warnings: filtered list, detail, analysis with China-origin share', async ({ page }) => {
    await page.goto('/InternationalWarning');
    await expect(page).toHaveURL(/\/InternationalWarning\/index/);
    await expect(rows(page).first()).toBeVisible();
    await choose(page, '中国原产', '是');
    await page.getByRole('button', { name: /查\s*询/ }).click();
    await expect(page).toHaveURL(/chinaOrigin=true/);
    // Countries read in Chinese on a zh-cn page (the RASFF dictionaries): every row names 中国.
    await expect.poll(async () => (await rows(page).allInnerTexts()).every((t) => t.includes('中国'))).toBe(true);
    expect(await rows(page).count()).toBeGreaterThan(0);
    await rows(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/InternationalWarning\/detail\?id=\d+/);
    await expect(page.getByText('通报信息')).toBeVisible();

    await page.goto('/InternationalWarning/analyze');
    await expect(page.getByTestId('kpi-share')).toContainText('%');
    await page.getByRole('tab', { name: '交叉分析' }).click();
    await expect(
      page.getByRole('table', { name: '交叉统计表' }).locator('tbody tr.ant-table-row').first(),
    ).toBeVisible();
  });

  test('in English', async ({ page, context, baseURL }) => {
    // Leave the portal first: its language poll would reload the page on the new cookie and
    // abort the navigation below (seen in CI).
    await page.goto('about:blank');
    await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
    await page.goto('/penalty/statisticsCase');
    await expect(page.getByRole('combobox', { name: 'Rows' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Cross-tab' }).locator('tbody tr.ant-table-row').first(),
    ).toBeVisible();
    await page.goto('/sampleSystem/visualization');
    await expect(page.getByRole('region', { name: 'Failures by province' })).toBeVisible();
    await expect(page.getByTestId('kpi-share')).toContainText('%');
    await page.goto('/InternationalWarning/index');
    await expect(page.getByRole('button', { name: /Export$/ })).toBeVisible();
    await expect(page.locator('.ant-pagination-total-text')).toContainText(/in total/);
  });
});

test('viewer lacks every records right: /noPermissions on each module, 403 from its calls', async ({
  page,
  request,
}) => {
  await login(page, 'viewer', 'Viewer@2026');
  for (const path of [
    '/sampleSystem/dataQuery',
    '/sampleSystem/visualization',
    '/penalty/case',
    '/penalty/statisticsCase',
    '/judge/judgeList',
    '/judge/classicCaseAnalysis',
    '/InternationalWarning/index',
    '/InternationalWarning/analyze',
  ]) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/noPermissions/);
  }
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  expect(token).toBeTruthy();
  for (const url of ['/cj/data/list', '/comply/penalty/list', '/comply/judge/list', '/comply/international/list']) {
    const res = await request.post(url, { data: { batoken: token } });
    expect((await res.json()).code).toBe(403);
  }
});
