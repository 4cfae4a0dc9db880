import { test, expect, type Page } from '@playwright/test';
import { chooseLanguage } from './language';

/** Journeys of the platform issue: login, shell, guard, logout, expiry, language, favourites. */

async function login(page: Page, username: string, password: string) {
  await page.getByLabel(/^(账号|Account)$/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
}

async function loginFresh(page: Page, username: string, password: string) {
  await page.goto('/login');
  await login(page, username, password);
  await expect(page.getByTestId('shell-header')).toBeVisible();
}

const menuBar = (page: Page) => page.getByTestId('menu-bar');

async function openUserMenu(page: Page) {
  await page.getByRole('button', { name: /用户菜单|User menu/ }).click();
}

test('a logged-out visitor is sent to log in and lands on the first permitted menu page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=%2F$/);
  await login(page, 'demo', 'Demo@2026');
  await expect(page).toHaveURL(/\/system\/index$/);
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect(page.getByTestId('current-user')).toHaveText('demo');
  await expect(page).toHaveTitle(/首页/);
});

test('wrong password is refused with the server message and no session', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'demo', 'wrong-password');
  await expect(page.getByText('账号或密码错误')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('a stopped member cannot log in', async ({ page }) => {
  await page.goto('/login');
  await login(page, 'stopped', 'Stopped@2026');
  await expect(page.getByText('账号已停用')).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});

test('the menu bar differs between demo and viewer', async ({ browser }) => {
  const demo = await browser.newPage();
  await loginFresh(demo, 'demo', 'Demo@2026');
  await expect(menuBar(demo).getByText('日化法规')).toBeVisible();
  await expect(menuBar(demo).getByText('饲料法规')).toBeVisible();
  await demo.close();

  const viewer = await browser.newPage();
  await loginFresh(viewer, 'viewer', 'Viewer@2026');
  await expect(menuBar(viewer).getByText('标准法规')).toBeVisible();
  await expect(menuBar(viewer).getByText('日化法规')).toHaveCount(0);
  await expect(menuBar(viewer).getByText('饲料法规')).toHaveCount(0);
  await viewer.close();
});

test('viewer typing a rihua URL gets /noPermissions', async ({ page }) => {
  await loginFresh(page, 'viewer', 'Viewer@2026');
  await page.goto('/rihua/index');
  await expect(page).toHaveURL(/\/noPermissions$/);
  await expect(page.getByText('您没有访问该页面的权限')).toBeVisible();
});

test('a logged-out deep link comes back after login (with isOpen added)', async ({ page }) => {
  await page.goto('/system/home/biaofa.fagui/lists?keyword=GB');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await login(page, 'demo', 'Demo@2026');
  await expect(page).toHaveURL(/\/system\/home\/biaofa\.fagui\/lists\?keyword=GB&isOpen=true$/);
});

test('.html is stripped from a path and the query kept', async ({ page }) => {
  await page.goto('/guide.html?from=mail');
  await expect(page).toHaveURL(/\/guide\?from=mail$/);
  await expect(page.getByRole('heading', { name: '操作手册' })).toBeVisible();
});

test('an unknown path shows the 404 page with back and home buttons', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('抱歉，您访问的页面丢失了')).toBeVisible();
  await expect(page.getByRole('button', { name: /^返\s*回$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '返回首页' })).toBeVisible();
});

test('logout asks for confirmation first', async ({ page }) => {
  await loginFresh(page, 'demo', 'Demo@2026');
  await openUserMenu(page);
  await page.getByText('退出登录').click();
  await expect(page.getByText('确定注销并退出系统吗？')).toBeVisible();
  await page.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.getByTestId('shell-header')).toBeVisible();

  await openUserMenu(page);
  await page.getByText('退出登录').click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('退出成功')).toBeVisible();
  expect((await page.context().cookies()).find((c) => c.name === 'Admin-Token')).toBeUndefined();
});

test('a session ended elsewhere shows the expiry dialog; Login again goes to /login', async ({ page }) => {
  await loginFresh(page, 'demo', 'Demo@2026');
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')!.value;
  // End the session on the server only (as logging out in another browser would).
  const answer = await page.request.post('/api/member/logout', { data: { batoken: token } });
  expect((await answer.json()).code).toBe(1);
  await page.reload();
  await expect(page.getByRole('dialog', { name: '登录状态已过期，您可以继续留在该页面，或者重新登录' })).toBeVisible();
  await page.getByRole('button', { name: '重新登录' }).click();
  await expect(page).toHaveURL(/\/login/);
});

test('switching the language to English and back', async ({ page }) => {
  await loginFresh(page, 'demo', 'Demo@2026');
  await chooseLanguage(page, 'en');
  await expect(menuBar(page).getByText('Standards', { exact: true })).toBeVisible();
  await expect(page.getByText('Friendship links')).toBeVisible();

  await chooseLanguage(page, 'zh-cn');
  await expect(menuBar(page).getByText('标准法规')).toBeVisible();
});

test('the favourites entry shows for demo and is hidden for viewer', async ({ browser }) => {
  const demo = await browser.newPage();
  await loginFresh(demo, 'demo', 'Demo@2026');
  await demo.goto('/system/index');
  await expect(demo.getByTestId('favourites-entry')).toBeVisible();
  await demo.close();

  const viewer = await browser.newPage();
  await loginFresh(viewer, 'viewer', 'Viewer@2026');
  await viewer.goto('/system/index');
  await expect(viewer.getByTestId('shell-header')).toBeVisible();
  await expect(viewer.getByTestId('favourites-entry')).toHaveCount(0);
  await expect(viewer.getByTestId('favourites-badge')).toHaveCount(0);
  await viewer.close();
});

test('single sign-on by ?token= logs in without the form', async ({ browser, request }) => {
  const login = await (
    await request.post('/api/member/login', { data: { username: 'demo', password: 'Demo@2026' } })
  ).json();
  const batoken = login.data.memberInfo.token as string;
  const sso = await (await request.post('/comply/biaofa.biaofa/getSpylToken', { data: { batoken } })).json();
  expect(sso.code).toBe(1);
  const page = await browser.newPage();
  await page.goto(`/login?token=${encodeURIComponent(sso.data.token)}`);
  await expect(page.getByTestId('current-user')).toHaveText('demo');
  await expect(page).toHaveURL(/\/system\/index$/);
  await page.close();
});
