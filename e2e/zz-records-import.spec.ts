import path from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { login } from './login';

/**
 * Real records loaded by staff: the back office reads a published sampling attachment (the
 * hand-written sample of its layout) and the portal lists its rows unmarked. Named to run last:
 * once a module holds real rows it shows those instead of its demo rows, which every page test
 * before this one relies on (the suite runs its files in name order on one worker).
 */
const sample = path.resolve('data', 'samples', 'SAMPLE_sampling_fail.xlsx');
const rows = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

test('staff upload a sampling xlsx in the back office; its rows are in /sampleSystem, not marked demo', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('Admin@2026');
  await page.getByLabel('密码').press('Enter');
  await expect(page).not.toHaveURL(/\/admin\/login/);
  await page.goto('/admin/records/import');
  await page.locator('input[type=file]').first().setInputFiles(sample);
  // Seven rows read: two to write, five rejected with their reasons (the sample's bad rows).
  await expect(page.getByText(/SAMPLE_sampling_fail\.xlsx：读取 7 行，可写入 2 行，拒收 5 行/)).toBeVisible();
  await expect(page.getByText('花生油').first()).toBeVisible();
  await page.getByRole('button', { name: '确认导入' }).click();
  // A second run of the suite finds them already there: unchanged, never doubled.
  await expect(page.getByText(/已导入：新增 (2|0)，更新 0，未变 (0|2)，拒收 5/)).toBeVisible();

  await login(page, 'demo', 'Demo@2026');
  await page.goto(`/sampleSystem/dataQuery?keyword=${encodeURIComponent('样例粮油有限公司')}`);
  const peanutOil = rows(page).filter({ hasText: '花生油' });
  await expect(peanutOil.first()).toBeVisible();
  await expect(peanutOil.first().getByTestId('demo-tag')).toHaveCount(0);
});
