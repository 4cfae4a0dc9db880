import { expect, type Page } from '@playwright/test';

const htmlLang = { 'zh-cn': 'zh-CN', en: 'en' } as const;

/**
 * Picks a language in the header's user menu, waiting on each state rather than on time:
 * the page must first be settled in the other language (a login from the Chinese page is Chinese, and a page
 * loaded in English reloads itself within a second when it notices), the menu must be open
 * (the button opens on hover and on click, so a click right after a hover can close it again),
 * and the choice ends with the reloaded page's <html lang>.
 */
export async function chooseLanguage(page: Page, to: 'zh-cn' | 'en') {
  const from = to === 'en' ? 'zh-cn' : 'en';
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[from]);
  await expect(page.getByTestId('shell-header')).toBeVisible();
  // The submenu's name ends with its arrow icon's label ("语言 right").
  const languageEntry = page.getByRole('menuitem', { name: from === 'en' ? /^Language\b/ : /^语言/ });
  const choice = page.getByRole('menuitem', { name: to === 'en' ? 'English' : '简体中文', exact: true });
  // Menu and submenu open on hover and animate in; a pointer that lands while one is still
  // moving can close them again. Each attempt walks the whole path again from the button.
  await expect(async () => {
    await page.getByRole('button', { name: /用户菜单|User menu/ }).hover();
    await languageEntry.hover({ timeout: 3_000 });
    await choice.click({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[to]);
  await expect(page.getByTestId('shell-header')).toBeVisible();
}
