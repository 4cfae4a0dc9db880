import { test, expect, type Page } from '@playwright/test';
import { login } from './login';
import { memberSession } from './sessions';
import { unmarkedChinese } from './unmarked-chinese';

/**
 * Reminder settings, in zh-cn and en: opened from the header's user menu, changed, saved, and still so after a
 * reload; the page speaks the reader's language. The account's settings are put back at the end, so the other
 * journeys meet the defaults.
 */

const htmlLang = { 'zh-cn': 'zh-CN', en: 'en' } as const;
const words = {
  'zh-cn': {
    menu: '提醒设置',
    keywords: '关键词订阅命中',
    centre: '站内消息',
    email: '电子邮件',
    weekly: '每周汇总（周一）',
    recipients: '收件邮箱',
    saved: '操作成功',
  },
  en: {
    menu: 'Reminder settings',
    keywords: 'Keyword subscriptions',
    centre: 'Message centre',
    email: 'E-mail',
    weekly: 'Weekly digest (Mondays)',
    recipients: 'Recipients',
    saved: 'Operation succeeded',
  },
} as const;

async function openFromUserMenu(page: Page, name: string) {
  // The menu opens on hover and animates in: each attempt walks the path again from the button.
  await expect(async () => {
    await page.getByRole('button', { name: /用户菜单|User menu/ }).hover();
    await page.getByRole('menuitem', { name, exact: true }).click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await page.waitForURL('**/reminderSettings');
}

for (const lang of ['zh-cn', 'en'] as const) {
  test(`${lang}: reminder settings open from the user menu, save, and are kept after a reload`, async ({ page }) => {
    const w = words[lang];
    await page.goto('/login');
    await page.getByText(lang === 'en' ? 'English' : '中文', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
    await login(page, 'viewer', 'Viewer@2026');
    await expect(page.getByTestId('shell-header')).toBeVisible();
    const auth = await memberSession(page);
    const before = (await (await page.request.post('/api/member/reminder/settings', { data: auth })).json()).data;

    await openFromUserMenu(page, w.menu);
    const form = page.getByTestId('reminder-settings');
    await expect(page.getByRole('heading', { name: w.menu })).toBeVisible();
    // A member who never opened the page: every kind on, the message centre on (as before the page existed).
    const keywords = form.getByRole('checkbox', { name: w.keywords });
    await expect(keywords).toBeChecked();
    await expect(form.getByRole('switch', { name: w.centre })).toBeChecked();

    // The help names the account's own address (filled in, not a raw placeholder).
    await expect(form.getByText('viewer@example.com')).toBeVisible();
    await expect(form).not.toContainText('{');
    await keywords.uncheck();
    await form.getByRole('switch', { name: w.email }).click();
    await form.getByRole('radio', { name: w.weekly }).check();
    await form.getByLabel(w.recipients).fill('viewer@example.com, boss@example.com');
    await form.getByRole('button', { name: lang === 'en' ? 'Save' : /^保\s?存$/ }).click();
    await expect(page.getByText(w.saved)).toBeVisible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
    await expect(form.getByRole('checkbox', { name: w.keywords })).not.toBeChecked();
    await expect(form.getByRole('switch', { name: w.email })).toBeChecked();
    await expect(form.getByRole('radio', { name: w.weekly })).toBeChecked();
    await expect(form.getByLabel(w.recipients)).toHaveValue('viewer@example.com,boss@example.com');
    if (lang === 'en') expect(await unmarkedChinese(page)).toEqual([]);

    const { accountEmail: _, ...restore } = before;
    const back = await (await page.request.post('/api/member/reminder/save', { data: { ...auth, ...restore } })).json();
    expect(back.code, back.msg).toBe(1);
  });
}
