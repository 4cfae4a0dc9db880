import { test, expect, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { login } from './login';
import { chooseLanguage } from './language';
import { unmarkedChinese } from './unmarked-chinese';

/**
 * The cosmetics ingredient database as a cosmetics compliance officer uses it: search by
 * Chinese name and INCI, a restricted entry with its table-3 limits, a made-up name, and a
 * formula checked from an xlsx and exported, in Chinese and in English; and a member without
 * the cosmetics right is refused.
 */
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

async function formulaXlsx() {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('formula');
  for (const v of ['INCI', 'AQUA', 'NIACINAMIDE', 'SALICYLIC ACID', 'KRYPTONITE EXTRACT']) ws.addRow([v]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

test('ingredient search and formula check in Chinese', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo', 'Demo@2026');
  await page.goto('/rihua/ingredientDb?isOpen=true&keyword=烟酰胺');
  await expect(rows(page).first()).toContainText('NIACINAMIDE');
  await expect(rows(page).first()).toContainText('在目录中');

  await page.goto('/rihua/ingredientDb?isOpen=true&keyword=水杨酸');
  await expect(rows(page).first()).toContainText('SALICYLIC ACID');
  await expect(rows(page).first()).toContainText('限用组分（表3 第8项）');
  const table3 = page.getByRole('region', { name: '表3 化妆品限用组分' });
  await expect(table3).toContainText('(a) 2.0%；(b) 3.0%');
  await expect(table3).toContainText('含水杨酸；三岁以下儿童勿用');
  await expect(page.getByText('2015年原版，其后国家药监局的修订未收录')).toBeVisible();

  await page.goto('/rihua/ingredientDb?isOpen=true&keyword=氪星草提取物');
  await expect(page.getByText('“氪星草提取物”不在《已使用化妆品原料目录（2021年版）》中')).toBeVisible();

  await page.getByRole('tab', { name: '配方原料核对' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: '上传 xlsx 核对' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'formula.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await formulaXlsx(),
  });
  await expect(page.getByText('限用 1 · 可能限用 0 · 已使用 2 · 不在目录 1')).toBeVisible();
  await expect(page.getByText('不在目录中（新原料需注册或备案）')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 xlsx' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
});

test('ingredient search and formula check in English, Chinese only as marked data', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo', 'Demo@2026');
  await chooseLanguage(page, 'en');
  await page.goto('/rihua/ingredientDb?isOpen=true&keyword=NIACINAMIDE');
  await expect(rows(page).first()).toContainText('In the catalogue');
  await page.goto('/rihua/ingredientDb?isOpen=true&keyword=salicylic acid');
  await expect(rows(page).first()).toContainText('Restricted (table 3 no. 8)');
  await page.waitForLoadState('networkidle');
  expect(await unmarkedChinese(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Check a formula' }).click();
  await page
    .getByRole('textbox', { name: 'Ingredient name' })
    .fill('NIACINAMIDE\nSALICYLIC ACID\nZINC SULFATE\nMADE UP EXTRACT');
  await page.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(
    page.getByText('Restricted 1 · may be restricted 1 · in the catalogue 1 · not in the catalogue 1'),
  ).toBeVisible();
  // A zinc salt: table 3 no. 47 restricts water-soluble zinc salts without naming them.
  await expect(page.getByText('May belong to the class of table 3 no. 47: check')).toBeVisible();
  expect(await unmarkedChinese(page)).toEqual([]);
});

test('a member without the cosmetics right does not get the ingredient database', async ({ page }) => {
  await login(page, 'viewer', 'Viewer@2026');
  await page.goto('/rihua/ingredientDb?isOpen=true&keyword=烟酰胺');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row')).toHaveCount(0);
  await expect(page.getByText('NIACINAMIDE')).toHaveCount(0);
});
