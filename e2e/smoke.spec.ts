import { test, expect } from '@playwright/test';

test('the app serves its page and the API answers', async ({ page, request }) => {
  const health = await request.get('/healthz');
  expect((await health.json()).code).toBe(1);
  await page.goto('/guide');
  await expect(page.locator('#root')).not.toBeEmpty();
});
