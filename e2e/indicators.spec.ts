import { test, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { pickOption } from './select';

/**
 * Product indicators (issue 11): choose 酱油 (GB 2717-2018) → its indicator list; check results
 * imported from xlsx → verdicts; export xlsx and PDF; bad files refused with a clear message;
 * in zh-cn and en; the viewer, without the product_list right, is refused.
 */
async function login(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|Account/).fill(username);
  await page.getByPlaceholder(/密码|Password/).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}

async function xlsx(rows: string[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('r');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const soy = '/indicators/result?kind=standard&key=GB%202717-2018';

async function expectDownload(page: Page, click: () => Promise<unknown>, ext: string) {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${ext}$`));
}

test.describe('product indicators as demo', () => {
  test.beforeEach(async ({ page }) => login(page, 'demo', 'Demo@2026'));

  test('select → result (import) → export, with bad input refused', async ({ page }) => {
    await page.goto('/indicators');
    await expect(page).toHaveURL(/\/indicators\/select/);
    // 366 standards: type to narrow the virtual list, then pick.
    const picker = page.getByRole('combobox', { name: '选择产品' });
    await picker.click();
    await picker.fill('GB 2717');
    await pickOption(page, picker, 'GB 2717-2018 食品安全国家标准 酱油');
    await expect(page.getByTestId('list-title')).toContainText('GB 2717-2018');
    await expect(page.getByRole('link', { name: '氨基酸态氮' }).first()).toBeVisible();
    await expect(page.getByText(/继承自 GB 2762/).first()).toBeVisible();

    await page.getByRole('link', { name: '氨基酸态氮' }).first().click();
    await expect(page).toHaveURL(/\/indicators\/detail\?id=p\d+/);
    await expect(page.getByTestId('source-text')).toContainText('氨基酸态氮');

    await page.goto(soy);
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') });
    await expect(page.getByText('仅支持xlsx格式的文件')).toBeVisible();
    const many = await xlsx([['检测项目', '检测结果'], ...Array.from({ length: 1001 }, (_, i) => [`项目${i}`, '1'])]);
    await input.setInputFiles({ name: 'many.xlsx', mimeType: xlsxMime, buffer: many });
    await expect(page.getByText('每次最多导入1000行检测结果')).toBeVisible();

    const file = await xlsx([
      ['检测项目', '检测结果', '单位', '定量限'],
      ['氨基酸态氮', '0.3', 'g/100mL', ''],
      ['铅', '未检出', 'mg/kg', '0.02'],
      ['菌落总数', '100', 'CFU/g', ''],
      ['氨基酸态氮', '约0.5', 'g/100mL', ''],
      ['', '1', '', ''],
    ]);
    await input.setInputFiles({ name: 'results.xlsx', mimeType: xlsxMime, buffer: file });
    await expect(page.getByText('已导入 4 行')).toBeVisible();
    await expect(page.getByTestId('import-problems')).toContainText('第6行缺少检测项目');
    await page.getByRole('button', { name: /判\s*定/ }).click();
    const verdicts = page.getByTestId('verdicts');
    await expect(verdicts.locator('tbody tr.ant-table-row')).toHaveCount(4);
    await expect(verdicts.locator('tbody tr.ant-table-row').nth(0)).toContainText('不合格');
    await expect(verdicts.locator('tbody tr.ant-table-row').nth(1)).toContainText('合格');
    await expect(verdicts.locator('tbody tr.ant-table-row').nth(2)).toContainText('不一致');
    await expect(verdicts.locator('tbody tr.ant-table-row').nth(3)).toContainText('结果不是数值');
    await expectDownload(page, () => page.getByRole('button', { name: /导出 Excel/ }).click(), 'xlsx');
    await expectDownload(page, () => page.getByRole('button', { name: /导出 PDF/ }).click(), 'pdf');

    // A refused file loses nothing: the imported rows and their verdicts stay as they were.
    await input.setInputFiles({ name: 'again.txt', mimeType: 'text/plain', buffer: Buffer.from('氨基酸态氮 0.5') });
    await expect(page.getByText('仅支持xlsx格式的文件').first()).toBeVisible();
    await input.setInputFiles({ name: 'many-again.xlsx', mimeType: xlsxMime, buffer: many });
    await expect(page.getByText('每次最多导入1000行检测结果').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: '指标' })).toHaveCount(4);
    await expect(page.getByRole('textbox', { name: '指标' }).first()).toHaveValue('氨基酸态氮');
    await expect(page.getByRole('textbox', { name: '检测结果' }).nth(3)).toHaveValue('约0.5');
    await expect(verdicts.locator('tbody tr.ant-table-row')).toHaveCount(4);
  });

  test('one indicator across standards: lead with the strictest marked', async ({ page }) => {
    await page.goto('/indicators/one?name=%E9%93%85');
    await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();
    await expect(page.getByText('最严').first()).toBeVisible();
  });

  test('in English', async ({ page, context, baseURL }) => {
    await page.goto('about:blank');
    await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
    await page.goto('/indicators/select?kind=standard&key=GB%202717-2018');
    await expect(page.getByRole('combobox', { name: 'Choose a product' })).toBeVisible();
    await expect(page.getByText(/Inherited from GB 2762/).first()).toBeVisible();
    await page.goto(soy);
    await page.getByRole('textbox', { name: 'Indicator' }).first().fill('氨基酸态氮');
    await page.getByRole('textbox', { name: 'Result' }).first().fill('0.3');
    await page.getByRole('button', { name: 'Check' }).click();
    await expect(page.getByTestId('verdicts')).toContainText('Fail');
    await expect(page.getByTestId('verdicts')).toContainText('below the requirement');

    // Bad files, in English, leave the typed row as it is.
    const input = page.locator('input[type=file]');
    await input.setInputFiles({ name: 'results.csv', mimeType: 'text/csv', buffer: Buffer.from('a,b\n') });
    await expect(page.getByText('Only xlsx files are supported').first()).toBeVisible();
    const many = await xlsx([['Indicator', 'Result'], ...Array.from({ length: 1001 }, (_, i) => [`item${i}`, '1'])]);
    await input.setInputFiles({ name: 'many.xlsx', mimeType: xlsxMime, buffer: many });
    await expect(page.getByText('At most 1000 result rows can be imported at once').first()).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Indicator' }).first()).toHaveValue('氨基酸态氮');
    await expect(page.getByTestId('verdicts')).toContainText('Fail');

    // Import → check → export.
    const file = await xlsx([
      ['Indicator', 'Result', 'Unit', 'LOQ'],
      ['氨基酸态氮', '0.8', 'g/100mL', ''],
      ['菌落总数', '100', 'CFU/g', ''],
      ['铅', 'about 1', 'mg/kg', ''],
    ]);
    await input.setInputFiles({ name: 'results.xlsx', mimeType: xlsxMime, buffer: file });
    await expect(page.getByText('3 rows imported')).toBeVisible();
    await page.getByRole('button', { name: 'Check' }).click();
    const rows = page.getByTestId('verdicts').locator('tbody tr.ant-table-row');
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText('Pass');
    await expect(rows.nth(1)).toContainText('does not match the indicator unit');
    await expect(rows.nth(2)).toContainText('The result is not a number');
    await expectDownload(page, () => page.getByRole('button', { name: /Export Excel/ }).click(), 'xlsx');
    await expectDownload(page, () => page.getByRole('button', { name: /Export PDF/ }).click(), 'pdf');
  });
});

test('viewer lacks product_list: /noPermissions and 403 from the calls', async ({ page, request }) => {
  await login(page, 'viewer', 'Viewer@2026');
  await page.goto('/indicators/select');
  await expect(page).toHaveURL(/\/noPermissions/);
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  expect(token).toBeTruthy();
  for (const url of ['/comply/indicators/choices', '/comply/indicators/assemble', '/comply/indicators/check']) {
    const res = await request.post(url, {
      data: {
        batoken: token,
        source: { kind: 'standard', key: 'GB 2717-2018' },
        results: [{ name: '铅', value: '1' }],
      },
    });
    expect((await res.json()).code).toBe(403);
  }
});
