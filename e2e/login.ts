import type { Page } from '@playwright/test';

/** Logs a portal member in through the login form and waits to leave /login. */
export async function login(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByPlaceholder(/账号|Account/).fill(username);
  await page.getByPlaceholder(/密码|Password/).fill(password);
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/login'));
}
