import { test, expect, type Locator, type Page } from '@playwright/test';
import { login } from './login';

/**
 * The 发布日期 arrow of the industry and province lists changed only the arrow: the industry page
 * did not send the sort and the province call ignored it. Clicking the header must reorder the
 * rows, ascending then descending, with undated rows (shown "-") last both ways.
 */

/** The document table of the page: the one with a 发布日期 header. */
const docTable = (page: Page) =>
  page.locator('.ant-table-wrapper').filter({ has: page.locator('th', { hasText: '发布日期' }) });

/** The 发布日期 cells of the rows shown, top to bottom. */
async function shownDates(table: Locator) {
  const headers = await table.locator('thead th').allInnerTexts();
  const column = headers.findIndex((h) => h.includes('发布日期'));
  return table
    .locator('tbody tr.ant-table-row')
    .evaluateAll((rows, i) => rows.map((r) => r.children[i]?.textContent?.trim() ?? ''), column);
}

/** Dated rows first, in `order`; every undated row after them. */
function inOrder(dates: string[], order: 'asc' | 'desc') {
  const dated = dates.filter((d) => d !== '-');
  const sorted = [...dated].sort();
  if (order === 'desc') sorted.reverse();
  return dates.slice(0, dated.length).join() === sorted.join() && sorted.join() === dated.join();
}

/** Clicks 发布日期 once (antd: ascending, then descending) and waits for the rows to follow. */
async function sortBy(page: Page, order: 'asc' | 'desc') {
  const table = docTable(page);
  await table.locator('th', { hasText: '发布日期' }).click();
  await expect(page).toHaveURL(new RegExp(`sort=publishDate.*order=${order}|order=${order}.*sort=publishDate`));
  await expect.poll(async () => inOrder(await shownDates(table), order)).toBe(true);
}

async function expectSortsBothWays(page: Page) {
  const table = docTable(page);
  await expect(table.locator('tbody tr.ant-table-row').first()).toBeVisible();
  // Rows of one date read the same both ways and would prove nothing.
  const first = await shownDates(table);
  expect(new Set(first.filter((d) => d !== '-')).size, first.join()).toBeGreaterThan(1);
  await sortBy(page, 'asc');
  const ascending = await shownDates(table);
  await sortBy(page, 'desc');
  const descending = await shownDates(table);
  // The order really changed: the oldest date shown ascending is not the top row descending.
  expect(ascending[0]).not.toBe(descending[0]);
}

test('the 发布日期 header sorts the industry list and a province list both ways', async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, 'demo', 'Demo@2026');

  await page.goto('/system/industrySearch');
  await expectSortsBothWays(page);

  // The province with the most documents: the first of the map's ranked list.
  await page.goto('/system/map');
  await page.locator('.ant-table-tbody tr.ant-table-row a').first().click();
  await expect(page).toHaveURL(/\/system\/map\/detail\?province=/);
  await expectSortsBothWays(page);
});
