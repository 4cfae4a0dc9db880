import { test, expect, type Page } from '@playwright/test';

/**
 * Issue 8: every shown fact is real and sourced, or visibly demo data. Demo records carry
 * 演示数据 / Demo data on lists, details and charts; RASFF reads in Chinese on a zh-cn page; the
 * data sources page is open from the footer; a staff member deletes a module's demo rows, and
 * one without the right is refused.
 */
async function login(page: Page) {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|Account/).fill('demo');
  await page.getByPlaceholder(/密码|Password/).fill('Demo@2026');
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test.describe('content a compliance professional can trust', () => {
  test('zh-cn: demo rows marked on list, detail and charts; RASFF in Chinese with its source', async ({ page }) => {
    await login(page);
    await page.goto('/penalty/case');
    await expect(page.getByTestId('demo-banner')).toContainText('演示数据');
    await expect(rows(page).first().getByTestId('demo-tag')).toHaveText('演示数据');
    await rows(page).first().getByRole('link').first().click();
    await expect(page.getByTestId('record-title').getByTestId('demo-tag')).toBeVisible();
    await page.goto('/sampleSystem/visualization');
    await expect(page.getByTestId('demo-banner')).toBeVisible();

    await page.goto('/InternationalWarning/index');
    await expect(page.getByTestId('source-banner')).toContainText('European Commission, RASFF');
    await expect(page.getByTestId('demo-banner')).toHaveCount(0);
    await expect(rows(page).first()).toBeVisible();
    const text = (await rows(page).allInnerTexts()).join('\n');
    // Countries and hazard categories in Chinese, no demo mark on real notifications.
    expect(text).toMatch(/德国|荷兰|法国|意大利|比利时|西班牙|波兰/);
    expect(text).toMatch(/致病微生物|真菌毒素|农药残留|过敏原|其他危害|异物|金属污染物/);
    await expect(page.getByTestId('demo-tag')).toHaveCount(0);
  });

  test('en: demo rows marked Demo data', async ({ page, context, baseURL }) => {
    await login(page);
    await page.goto('about:blank');
    await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
    await page.goto('/judge/judgeList');
    await expect(page.getByTestId('demo-banner')).toContainText('Demo data');
    await expect(rows(page).first().getByTestId('demo-tag')).toHaveText('Demo data');
  });

  test('the data sources page is open from the footer and lists the sources', async ({ page }) => {
    await login(page);
    await page.goto('/system/index');
    await page.getByTestId('footer-data-sources').click();
    await expect(page).toHaveURL(/\/dataSources/);
    await expect(page.getByTestId('data-sources')).toContainText('CC BY-SA 4.0');
    await expect(page.getByTestId('data-sources')).toContainText('European Commission, RASFF');
  });

  test('back office: delete a module’s demo rows in one confirmed action, then generate them again', async ({
    page,
  }) => {
    await page.goto('/admin/login');
    await page.getByLabel('用户名').fill('admin');
    await page.getByLabel('密码').fill('Admin@2026');
    await page.getByLabel('密码').press('Enter');
    await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
    await page.goto('/admin/sys/demo-data');
    const button = page.getByTestId('delete-demo-penalty');
    await expect(button).toBeEnabled();
    await button.click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /删除演示数据/ })
      .click();
    await expect(page.getByText(/已删除 \d+ 条演示记录/)).toBeVisible();
    await expect(page.getByTestId('delete-demo-penalty')).toBeDisabled();
    // The same generated rows are written again, so the specs after this one find the penalty module as before.
    await page.getByTestId('restore-demo-penalty').click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /重新生成演示数据/ })
      .click();
    await expect(page.getByText(/已生成 1200 条演示记录/)).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('delete-demo-penalty')).toBeEnabled();
  });
});
