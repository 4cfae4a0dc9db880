import { test, expect, type Page } from '@playwright/test';
import { memberSession } from './sessions';
import { chooseLanguage } from './language';

/** Reading a standard from its clean model, and two editions of GB 2762 compared, in zh-cn and en. */

async function loginAs(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account)$/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
  await expect(page.getByTestId('shell-header')).toBeVisible();
}

/** The id of a standard by its number, through the search call the page uses. */
async function idOf(page: Page, number: string) {
  const session = await memberSession(page);
  const r = await page.request.post('/comply/library/biaofa/search', {
    data: { ...session, library: 'biaofa', keyword: number, pageSize: 5 },
  });
  const body = (await r.json()) as { data: { list: { id: number; docNumber: string }[] } };
  const hit = body.data.list.find((d) => d.docNumber === number);
  expect(hit, number).toBeDefined();
  return hit!.id;
}

test('GB 7718-2025 reads as clauses with a contents, a marked clause and tables; GB 2762 editions compare in zh-cn and en', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, 'demo', 'Demo@2026');
  const label = await idOf(page, 'GB 7718-2025');
  await page.goto(`/system/home/biaofa.biaozhun/content?itemid=${label}&clause=sec-4.4.2.2`);
  const body = page.getByTestId('reader-body');
  await expect(body).toContainText('4.4.2.2 不得使用');
  await expect(body).not.toContainText('7 7 1 8');
  await expect(body).not.toContainText('<!--');
  await expect(page.getByTestId('clause-target')).toContainText('4.4.2.2');
  await expect(page.getByTestId('reader-contents')).toContainText('4.12 致敏物质');
  await expect(page.getByTestId('text-quality')).toContainText('字间空格已去除');
  await expect(body.locator('table.reader-table').first()).toBeVisible();

  const older = await idOf(page, 'GB 2762-2022');
  const newer = await idOf(page, 'GB 2762-2025');
  await page.goto(`/system/home/biaofa.biaozhun/content?itemid=${newer}`);
  await page.getByTestId(`compare-${older}`).click();
  const compare = page.getByTestId('edition-compare');
  await expect(compare).toContainText('GB 2762-2022');
  await expect(page.getByTestId('foreword-changes')).toContainText('增加了食用燕窝中亚硝酸盐的限量要求');
  await expect(compare.locator('[data-anchor="sec-3.5"]')).toContainText('措辞变化');
  await expect(compare.locator('[data-anchor="sec-3.5"] del').first()).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('compare-xlsx').click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

  await chooseLanguage(page, 'en');
  await expect(page.getByTestId('edition-compare')).toContainText('Compare editions');
  await expect(page.getByTestId('foreword-changes')).toContainText('Main changes');
  await expect(page.locator('[data-anchor="sec-3.5"]')).toContainText('Wording');
  await expect(page.getByTestId('compare-counts')).toContainText('substantive');
});
