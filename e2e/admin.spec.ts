import { test, expect, type Page, type Locator } from '@playwright/test';
import { pickOption } from './select';

/**
 * Back-office journey (issue 4): the administrator creates a role with a narrow menu set and a
 * staff member in it; that member sees only those screens; a stopped member cannot log in.
 * Runs with CAPTCHA=off (playwright.config.ts), so the login form shows no captcha.
 */

const stamp = Date.now().toString(36);
const roleName = `e2e-dict-${stamp}`;
const staffName = `e2e_${stamp}`;
const staffPassword = 'Audit2026x';

async function login(page: Page, username: string, password: string) {
  await page.goto('/admin/login');
  await page.getByLabel('用户名').fill(username);
  await page.getByLabel('密码').fill(password);
  await page.getByLabel('密码').press('Enter');
}

async function logout(page: Page) {
  await page.getByTestId('staff-name').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '退出登录' }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
}

/** Checks one node of an antd checkable tree by its title. */
const checkTreeNode = (scope: Locator, title: string) =>
  scope
    .locator('.ant-tree-treenode', { has: scope.page().locator(`.ant-tree-title:text-is("${title}")`) })
    .locator('.ant-tree-checkbox')
    .click();

test('administrator builds a narrow role; its member sees only those screens; a stopped member cannot log in', async ({
  page,
}) => {
  // A long journey on a shared 2-core machine while the demo seed may still be running.
  test.setTimeout(240_000);
  await login(page, 'admin', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.locator('aside')).toContainText('用户管理');

  // A role that grants the dictionary screen only.
  await page.goto('/admin/sys/role');
  await page.getByRole('button', { name: /新增/ }).click();
  const roleForm = page.getByRole('dialog');
  await roleForm.getByLabel('角色名称').fill(roleName);
  await expect(roleForm.locator('.ant-tree-title', { hasText: '字典管理' }).first()).toBeVisible();
  await checkTreeNode(roleForm.getByRole('group', { name: '菜单授权' }), '字典管理');
  await roleForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(roleForm).toBeHidden();
  await expect(page.getByRole('cell', { name: roleName })).toBeVisible();

  // A staff member in that role; a wrong confirmation is refused first.
  await page.goto('/admin/sys/user');
  await page.getByRole('button', { name: /新增/ }).click();
  const userForm = page.getByRole('dialog');
  await userForm.getByLabel('用户名').fill(staffName);
  await userForm.getByLabel('姓名').fill('E2E 字典员');
  await pickOption(page, userForm.getByLabel('所属部门'), '技术部');
  await pickOption(page, userForm.getByLabel('角色'), roleName);
  await page.keyboard.press('Escape');
  await userForm.getByLabel('密码', { exact: true }).fill(staffPassword);
  await userForm.getByLabel('确认密码').fill(staffPassword + 'x');
  await userForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(userForm.getByText('确认密码与密码输入不一致')).toBeVisible();
  await userForm.getByLabel('确认密码').fill(staffPassword);
  await userForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(userForm).toBeHidden();
  await expect(page.getByRole('cell', { name: staffName })).toBeVisible();
  await logout(page);

  // The member sees the dictionary and nothing else.
  await login(page, staffName, staffPassword);
  await expect(page).toHaveURL(/\/admin$/);
  const menu = page.locator('aside');
  await expect(menu).toContainText('字典管理');
  for (const hidden of ['用户管理', '角色管理', '账号管理', '操作日志', '定时任务'])
    await expect(menu).not.toContainText(hidden);
  await menu.getByText('字典管理').click();
  await expect(page).toHaveURL(/\/admin\/sys\/dict/);
  await expect(page.getByRole('heading', { name: '字典管理' })).toBeVisible();
  // A screen outside the role is refused in the browser (and by the server).
  await page.goto('/admin/sys/user');
  await expect(page.getByText('没有权限')).toBeVisible();
  await logout(page);

  // The administrator stops the member; the member can no longer log in.
  await login(page, 'admin', 'Admin@2026');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto(`/admin/sys/user?username=${staffName}`);
  const row = page.getByRole('row', { name: new RegExp(staffName) });
  await row.getByRole('button', { name: '修改' }).click();
  const editForm = page.getByRole('dialog');
  await pickOption(page, editForm.getByLabel('状态'), '停用');
  await editForm.getByRole('button', { name: /确\s*定/ }).click();
  await expect(editForm).toBeHidden();
  await expect(row.getByText('停用')).toBeVisible();
  await logout(page);

  await login(page, staffName, staffPassword);
  await expect(page.getByText('账号已停用')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/login/);
});

test('the back office speaks English when the language is en', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
  await page.goto('/admin/login');
  await expect(page.getByText('Back-office login')).toBeVisible();
  await page.getByLabel('Username').fill('admin');
  await page.getByLabel('Password').fill('Admin@2026');
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await page.goto('/admin/sys/dict');
  await expect(page.getByRole('heading', { name: 'Dictionary' })).toBeVisible();
  await page.getByRole('button', { name: /Add/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByRole('dialog').getByText('Required fields cannot be empty').first()).toBeVisible();
});
