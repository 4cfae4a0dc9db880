import { test, expect, type Page } from '@playwright/test';

/** Issue 16 in the browser: a page whose code is gone shows a reload action; lockout; no cookie sessions. */

const stamp = Date.now().toString(36);

async function adminToken(request: import('@playwright/test').APIRequestContext) {
  const login = await (
    await request.post('/admin-api/login', {
      data: { username: 'admin', password: 'Admin@2026' },
      headers: { 'x-forwarded-for': '10.99.0.1' },
    })
  ).json();
  expect(login.code).toBe(1);
  return login.data.token as string;
}

/** Makes the lazy chunk of the 404 page fail to load, as a chunk removed by a deploy would. */
async function breakChunks(page: Page) {
  await page.route(/\/assets\/not-found-[^/]+\.js$/, (route) => route.abort());
}

test('a page whose code cannot be loaded after a deploy shows 页面加载失败 with a reload button (zh-cn)', async ({
  page,
}) => {
  await breakChunks(page);
  await page.goto('/no-such-page-after-deploy');
  await expect(page.getByText('页面加载失败')).toBeVisible();
  await expect(page.getByText('系统可能刚刚更新，请重新加载页面。')).toBeVisible();
  await page.screenshot({ path: 'test-results/security-route-error-zh.png' });
  await page.unroute(/\/assets\/not-found-[^/]+\.js$/);
  await page.getByRole('button', { name: '重新加载' }).click();
  // After the reload the (now loadable) page shows.
  await expect(page.getByText('页面加载失败')).toHaveCount(0);
});

test('the same in English', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
  await breakChunks(page);
  await page.goto('/no-such-page-after-deploy');
  await expect(page.getByText('The page could not be loaded')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
});

test('back office: five wrong passwords from one address lock that name there, even for the right one', async ({
  page,
  request,
}) => {
  const token = await adminToken(request);
  const depts = await (await request.get('/admin-api/options/depts', { headers: { batoken: token } })).json();
  const username = `e2e_lock_${stamp}`;
  const saved = await (
    await request.post('/admin-api/sys/user', {
      headers: { batoken: token },
      data: {
        username,
        deptId: depts.data[0].id,
        password: 'Lock2026ab',
        confirmPassword: 'Lock2026ab',
        status: 1,
        roleIdList: [],
      },
    })
  ).json();
  expect(saved.code, saved.msg).toBe(1);
  await page.goto('/admin/login');
  /** Submits the form and waits for the server's answer (the button ignores Enter while a login is under way). */
  const submit = async (password: string) => {
    await page.getByLabel('用户名').fill(username);
    await page.getByLabel('密码').fill(password);
    const answer = page.waitForResponse((r) => r.url().endsWith('/admin-api/login'));
    await page.getByLabel('密码').press('Enter');
    return (await (await answer).json()) as { code: number; msg: string };
  };
  for (let i = 0; i < 4; i++) expect((await submit('Wrong2026ab')).msg).toBe('账号或密码错误');
  expect((await submit('Wrong2026ab')).msg).toMatch(/账号已锁定/);
  await expect(page.getByText(/账号已锁定/).last()).toBeVisible();
  expect((await submit('Lock2026ab')).msg).toMatch(/账号已锁定/);
  await expect(page.getByText(/账号已锁定/).last()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('a user without the right: the viewer is refused a module, and no call takes the cookie as a session', async ({
  request,
}) => {
  const login = await (
    await request.post('/api/member/login', {
      data: { username: 'viewer', password: 'Viewer@2026' },
      headers: { 'x-forwarded-for': '10.99.0.2' },
    })
  ).json();
  expect(login.code).toBe(1);
  const token = login.data.memberInfo.token as string;
  expect(
    (await (await request.post('/api/member/userInfo', { headers: { batoken: token }, data: {} })).json()).code,
  ).toBe(1);
  expect(
    (
      await (
        await request.post('/comply/library/rihua/keywords/list', { headers: { batoken: token }, data: {} })
      ).json()
    ).code,
  ).toBe(403);
  const cookieOnly = await request.post('/api/member/userInfo', {
    headers: { cookie: `Admin-Token=${token}` },
    data: {},
  });
  expect((await cookieOnly.json()).code).toBe(303);
});
