import { test, expect } from '@playwright/test';
import { login } from './login';

/**
 * Demo figures are marked where they reach: the industrial chain, the risk-factor ranking and
 * the header's warning bell carry 演示数据 next to every figure counted from demo rows.
 */
test('demo figures carry 演示数据 on the chain, the risk-factor ranking and the warning bell', async ({ page }) => {
  await login(page, 'demo', 'Demo@2026');
  await page.goto('/industrialChain');
  await expect(page.getByText('乳制品加工')).toBeVisible();
  await expect(page.getByTestId('demo-tag').first()).toHaveText('演示数据');

  await page.goto('/hazardsLimits/riskFactor');
  await expect(page.getByTestId('risk-demo-note')).toBeVisible();
  await expect(page.locator('.ant-table-thead').getByTestId('demo-tag').first()).toHaveText('演示数据');

  const bell = page.getByTestId('sampling-warnings');
  await expect(bell).toBeVisible();
  await expect(bell.getByTestId('warnings-demo-tag')).toHaveText('演示数据');
});
