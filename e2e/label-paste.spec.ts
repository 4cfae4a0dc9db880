import { test, expect, type Page } from '@playwright/test';
import { login } from './login';
import { chooseLanguage } from './language';

/**
 * Pasting a label's text: the items read fill the form, the lines not read are listed beside it,
 * and the check runs on what the user confirmed (a 不添加防腐剂 claim found), in Chinese and English.
 */
const label = `产品名称：苏打饼干
配料：小麦粉，植物油，白砂糖，
食用盐，膨松剂（碳酸氢钠）
净含量：400克
6901234567892
不添加防腐剂
生产者：广州某某食品有限公司
地址：广东省广州市某区某路1号
保质期：9个月`;

async function pasteAndCheck(
  page: Page,
  words: { paste: RegExp; map: RegExp; food: string; ingredients: string; run: string; filled: RegExp },
) {
  await page.getByRole('textbox', { name: words.paste }).fill(label);
  await page.getByRole('button', { name: words.map }).click();
  await expect(page.getByText(words.filled)).toBeVisible();
  await expect(page.getByText('6901234567892', { exact: true })).toBeVisible();
  await expect(page.getByLabel(words.food)).toHaveValue('苏打饼干');
  await expect(page.getByLabel(words.ingredients)).toHaveValue('小麦粉，植物油，白砂糖，食用盐，膨松剂（碳酸氢钠）');
  await page.getByRole('button', { name: words.run }).click();
  await expect(page.getByTestId('label-findings')).toBeVisible({ timeout: 20_000 });
}

test('paste a label text, see the fields filled and the findings (zh-cn)', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo', 'Demo@2026');
  await page.goto('/system/labelCheck?isOpen=true');
  await pasteAndCheck(page, {
    paste: /^粘贴标签文字$/,
    map: /识\s*别/,
    food: '食品名称',
    ingredients: '配料表（照标签原样）',
    run: '核对标签',
    filled: /已填入 \d+ 项/,
  });
  await expect(page.getByTestId('label-findings')).toContainText('不添加');
});

test('paste a label text in English', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo', 'Demo@2026');
  await chooseLanguage(page, 'en');
  await page.goto('/system/labelCheck?isOpen=true');
  await pasteAndCheck(page, {
    paste: /^Paste the label text$/,
    map: /Map to fields/,
    food: 'Food name',
    ingredients: 'Ingredient list (as printed)',
    run: 'Check the label',
    filled: /\d+ items filled in/,
  });
  await expect(page.getByTestId('label-findings')).toContainText('不添加');
});
