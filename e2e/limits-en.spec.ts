import { test, expect, type Page } from '@playwright/test';
import { login } from './login';
import { chooseLanguage } from './language';

/**
 * The limits pages in English (issue 15): every value is English or Chinese data marked with its
 * language. The check is the UX tour's: visible text nodes with Chinese characters that no element
 * with a `lang` attribute (other than <html>) encloses.
 */
const unmarkedChinese = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('[lang]:not(html)')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.getBoundingClientRect().height === 0)
        continue;
      if (/[\u4e00-\u9fff]/.test(text)) found.add(text.slice(0, 40));
    }
    return [...found];
  });

const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** Waits for the page's data, then expects no unmarked Chinese on it. */
async function expectEnglish(page: Page, ready: () => Promise<void>) {
  await ready();
  await page.waitForLoadState('networkidle');
  expect(await unmarkedChinese(page), page.url()).toEqual([]);
}

test('limits pages in English name foods and substances in English, Chinese only as marked data', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo', 'Demo@2026');
  await chooseLanguage(page, 'en');

  await page.goto('/hazardsLimits/basicSubstance/list');
  const lead = page.getByRole('link', { name: 'Lead', exact: true });
  await expectEnglish(page, () => expect(lead).toBeVisible());
  // The Chinese name stays, as data in its own language.
  await expect(page.locator('[lang="zh-CN"]', { hasText: '铅' }).first()).toBeVisible();

  await lead.click();
  await expect(page).toHaveURL(/basicSubstance\/detail\?id=\d+/);
  await expectEnglish(page, () => expect(rows(page).first()).toBeVisible());
  await expect(page.getByText('Lead (as Pb)').first()).toBeVisible();
  await expect(page.getByText(/GB 2762-2022 Table 1/).first()).toBeVisible();

  await page.goto('/hazardsLimits/detailTree');
  const cereals = page.getByText('Cereals and cereal products', { exact: true });
  await expectEnglish(page, () => expect(cereals).toBeVisible());
  await cereals.click();
  await expect(page).toHaveURL(/foodDetail\?id=\d+/);
  await expectEnglish(page, () => expect(rows(page).first()).toBeVisible());
  await expect(page.getByText('portal translation').first()).toBeVisible();

  // A TFDA crop: its path and group in English, the traditional-Chinese source marked zh-TW.
  await page.goto('/hazardsLimits/searchResult?food=strawberry&jurisdictions=TW');
  await expectEnglish(page, () => expect(rows(page).first()).toBeVisible());
  await page.getByRole('link', { name: 'Strawberry', exact: true }).first().click();
  await expect(page).toHaveURL(/foodDetail\?id=\d+/);
  await expectEnglish(page, () => expect(page.getByText('Small berries → Strawberry').first()).toBeVisible());
  await expect(page.locator('[lang="zh-TW"]', { hasText: '草莓' }).first()).toBeVisible();

  await page.goto('/hazardsLimits/indicatorQuery');
  await expectEnglish(page, () => expect(page.getByRole('button', { name: 'lead · tea' })).toBeVisible());
});
