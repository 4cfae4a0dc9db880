import { test, expect } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './login';
import { pickOption } from './select';

/**
 * The indicator forms remember, in zh-cn and en: the product chosen on 选择 is the one 结果 opens
 * with, the result form starts from the assembled list (values only to enter), the xlsx template
 * holds the same rows and comes back filled, and each requirement is shown with its operator.
 */

const xlsxMime = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const words = {
  'zh-cn': { pick: '选择产品', name: '指标', value: '检测结果', template: /模板/, check: /判\s*定/, fail: '不合格' },
  en: {
    pick: 'Choose a product',
    name: 'Indicator',
    value: 'Result',
    template: /template/i,
    check: 'Check',
    fail: 'Fail',
  },
} as const;

for (const lang of ['zh-cn', 'en'] as const) {
  test(`${lang}: the product travels from 选择 to 结果, whose form and template start from its list`, async ({
    page,
    context,
    baseURL,
  }) => {
    const w = words[lang];
    // The language is chosen before login (a switch after it reloads the page under the next navigation).
    await context.addCookies([{ name: 'languageName', value: lang, url: baseURL! }]);
    await login(page, 'demo', 'Demo@2026');
    await page.goto('/indicators/select');
    const picker = page.getByRole('combobox', { name: w.pick });
    await picker.click();
    await picker.fill('GB 2717');
    await pickOption(page, picker, 'GB 2717-2018 食品安全国家标准 酱油');
    await expect(page.getByTestId('list-title')).toContainText('GB 2717-2018');

    // The area's tab to 结果 is a bare link: the product comes along all the same.
    await page.locator('a[href="/indicators/result"]').first().click();
    await expect(page).toHaveURL(/\/indicators\/result/);
    await expect(page.getByTestId('product-picker')).toContainText('GB 2717-2018');
    const names = page.getByRole('textbox', { name: w.name, exact: true });
    await expect(names.first()).toHaveValue('氨基酸态氮');
    const count = await names.count();
    expect(count).toBeGreaterThan(3);
    const formNames = await Promise.all(Array.from({ length: count }, (_, i) => names.nth(i).inputValue()));
    // The hint to choose a product is gone once one is chosen.
    await expect(page.locator('.ant-empty')).toHaveCount(0);

    // The template holds the same rows; filled in and uploaded, it comes back into the form.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: w.template }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await download.path());
    const sheet = book.worksheets[0]!;
    const templateNames: string[] = [];
    sheet.eachRow((r, i) => {
      if (i > 1) templateNames.push(String(r.getCell(1).value));
    });
    expect(templateNames).toEqual(formNames);
    sheet.getRow(2).getCell(2).value = '0.3';
    const filled = Buffer.from(await book.xlsx.writeBuffer());
    await page.locator('input[type=file]').setInputFiles({ name: 'filled.xlsx', mimeType: xlsxMime, buffer: filled });
    await expect(page.getByRole('textbox', { name: w.value, exact: true }).first()).toHaveValue('0.3');

    // Checked: the requirement carries its operator (氨基酸态氮 ≥ 0.4 g/100mL in GB 2717-2018 表2).
    await page.getByRole('button', { name: w.check }).click();
    const row = page.getByTestId('verdicts').locator('tbody tr.ant-table-row').first();
    await expect(row).toContainText('≥ 0.4');
    await expect(row).toContainText(w.fail);
  });
}

for (const lang of ['zh-cn', 'en'] as const) {
  test(`${lang}: an item's history says in words which standard replaced the one it rests on`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'languageName', value: 'zh-cn', url: baseURL! }]);
    await login(page, 'demo', 'Demo@2026');
    await page.goto('/compliance/verification');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: 'GB2762-3.1' });
    await row.getByRole('link', { name: '控制食品中污染物含量' }).click();
    await expect(page).toHaveURL(/verification\/detail\?id=\d+/);
    await context.addCookies([{ name: 'languageName', value: lang, url: baseURL! }]);
    await page.reload();
    // GB 2762-2025 replaced GB 2762-2022 (in force from 2026-09-02); the start-up re-check noted it.
    await expect(
      page.getByText(
        lang === 'en'
          ? 'GB 2762-2022, which this rests on, has been replaced by GB 2762-2025'
          : '所依据的 GB 2762-2022 已被 GB 2762-2025 替代',
      ),
    ).toBeVisible();
    await expect(page.getByText(/replaced:\d+/)).toHaveCount(0);
  });
}
