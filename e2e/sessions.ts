import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The member session the browser holds, for direct calls the way the page makes them. */
export async function memberSession(page: Page) {
  const cookies = await page.context().cookies();
  const batoken = cookies.find((c) => c.name === 'Admin-Token')?.value;
  const customerId = await page.evaluate(() => Number(localStorage.getItem('customer_id')));
  expect(batoken).toBeTruthy();
  return { batoken: batoken!, customer_id: customerId };
}

/** An editor changes a document through the back office's editor call (staff session). */
export async function editDocument(request: APIRequestContext, id: number, change: Record<string, unknown>) {
  const login = await (
    await request.post('/admin-api/login', { data: { username: 'admin', password: 'Admin@2026' } })
  ).json();
  expect(login.code).toBe(1);
  const saved = await (
    await request.post('/admin/library/document/save', { data: { batoken: login.data.token, id, ...change } })
  ).json();
  expect(saved.code, saved.msg).toBe(1);
  expect(saved.data.changed).toBe(true);
  return saved.data as { version: number };
}
