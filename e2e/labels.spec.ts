import { test, expect, type Page } from '@playwright/test';
import { login } from './login';
import { chooseLanguage } from './language';

/**
 * The label pre-check as a food company's label officer uses it: a label with 不添加防腐剂,
 * 山梨酸钾 in biscuits (07.03, where GB 2760 does not permit it), no allergen statement and a
 * "1+4" nutrition table gives its four findings, each with the clause of today's edition and of
 * the edition in force from 2027-03-16, in Chinese and in English; the check is kept in the
 * history and exports as PDF; a member without the right does not get the page.
 */
const findings = (page: Page) => page.getByTestId('label-findings');
const rowOf = (page: Page, text: string) => findings(page).locator('tr.ant-table-row', { hasText: text });

async function enterFaultyLabel(
  page: Page,
  words: {
    example: string;
    ingredients: string;
    allergen: string;
    claims: string;
    nutrition: string;
    amount: string;
    run: string;
  },
) {
  await page.getByRole('button', { name: words.example }).click();
  await page.getByLabel(words.ingredients).fill('配料：小麦粉，植物油，白砂糖，食用盐，山梨酸钾，膨松剂（碳酸氢钠）');
  await page.getByLabel(words.allergen).fill('');
  await page.getByLabel(words.claims).fill('不添加防腐剂');
  // A "1+4" table: saturated fat (row 4) and sugar (row 6) left without an amount are not shown.
  for (const n of [4, 6]) await page.getByLabel(`${words.nutrition} ${n} ${words.amount}`).fill('');
  await page.getByRole('button', { name: words.run }).click();
  await expect(findings(page)).toBeVisible({ timeout: 20_000 });
}

test('a faulty label: four findings with their clauses, today and from 2027-03-16 (zh-cn)', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo', 'Demo@2026');
  await page.goto('/system/labelCheck?isOpen=true');
  await enterFaultyLabel(page, {
    example: '填入示例标签',
    ingredients: '配料表（照标签原样）',
    allergen: '致敏物质提示',
    claims: '声称（如 不添加…、无…、富含…）',
    nutrition: '营养成分表（每100g/100mL）',
    amount: '含量',
    run: '核对标签',
  });
  await expect(page.getByTestId('label-editions')).toContainText('2027-03-16 起：GB 7718-2025、GB 28050-2025');

  const claim = rowOf(page, '声称使用了“不添加”');
  await expect(claim).toContainText('2027-03-16起');
  await expect(claim).toContainText('GB 7718-2025 4.4.2.2');

  const additive = rowOf(page, '食品添加剂“山梨酸钾”');
  await expect(additive).toContainText('必须整改');
  await expect(additive).toContainText('GB 2760-2024 5');

  const allergen = rowOf(page, '含有麸质的谷物及其制品');
  await expect(allergen).toContainText('GB 7718-2011 4.4.3.1');
  await expect(allergen).toContainText('推荐性');
  await expect(allergen).toContainText('GB 7718-2025 4.12.1');

  for (const item of ['饱和脂肪', '糖']) {
    const row = rowOf(page, `营养成分表缺少“${item}”`);
    await expect(row).toContainText('GB 28050-2025 4.1');
    await expect(row).toContainText('2027-03-16起');
  }

  await page.getByRole('tab', { name: '核对记录' }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText('苏打饼干');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '导出 PDF' }).first().click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
});

test('the same label in English: findings and clauses, the clause text kept in Chinese', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo', 'Demo@2026');
  await chooseLanguage(page, 'en');
  await page.goto('/system/labelCheck?isOpen=true');
  await enterFaultyLabel(page, {
    example: 'Fill in an example',
    ingredients: 'Ingredient list (as printed)',
    allergen: 'Allergen statement',
    claims: 'Claims (e.g. 不添加…, 无…, 富含…)',
    nutrition: 'Nutrition table (per 100 g/mL)',
    amount: 'Amount',
    run: 'Check the label',
  });
  await expect(page.getByTestId('label-editions')).toContainText('from 2027-03-16: GB 7718-2025、GB 28050-2025');
  await expect(rowOf(page, 'The claim uses "不添加"')).toContainText('GB 7718-2025 4.4.2.2');
  await expect(rowOf(page, 'Food additive "山梨酸钾"')).toContainText('Must fix');
  await expect(rowOf(page, 'Food additive "山梨酸钾"')).toContainText('GB 2760-2024 5');
  await expect(rowOf(page, 'cereals containing gluten')).toContainText('GB 7718-2025 4.12.1');
  await expect(rowOf(page, 'The nutrition table lacks "饱和脂肪"')).toContainText('From 2027-03-16');
  await expect(rowOf(page, 'The nutrition table lacks "糖"')).toContainText('GB 28050-2025 4.1');
  await expect(findings(page).getByRole('columnheader', { name: 'From 2027-03-16' })).toBeVisible();
});

test('a member without label_check does not get the label pre-check', async ({ page }) => {
  await login(page, 'viewer', 'Viewer@2026');
  await page.goto('/system/labelCheck?isOpen=true');
  await expect(page.getByRole('button', { name: '核对标签' })).toHaveCount(0);
});
