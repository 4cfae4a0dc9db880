import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Picks an option of an antd Select or TreeSelect and waits until the field shows it: a click
 * during the dropdown's opening animation can be lost (seen in CI), so it is tried again.
 */
export async function pickOption(page: Page, field: Locator, option: string) {
  const select = field.locator(
    'xpath=ancestor::div[contains(concat(" ", normalize-space(@class), " "), " ant-select ")][1]',
  );
  await expect(async () => {
    if (!(await select.textContent())?.includes(option)) {
      await field.click();
      await page
        .locator('.ant-select-dropdown:visible')
        .getByTitle(option, { exact: true })
        .first()
        .click({ timeout: 3000 });
    }
    await expect(select).toContainText(option, { timeout: 1000 });
  }).toPass({ timeout: 20_000 });
}
