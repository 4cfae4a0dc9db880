/**
 * Takes the /guide manual's screenshots from the running product (headless Chromium at
 * 1440×900, as `demo`), in zh-cn and en, and writes them as small WebP files beside the guide
 * page. Run it by hand against a server on a fresh demo database when the screens change:
 * `GUIDE_URL=http://localhost:3115 npx tsx scripts/guide-shots.ts`.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const base = process.env.GUIDE_URL ?? 'http://localhost:3115';
const out = path.resolve(import.meta.dirname, '../apps/web/src/pages/core/guide-shots');
/** Full-size PNG copies to look at before committing the WebP files (var/ is not committed). */
const check = path.resolve(import.meta.dirname, '../var/guide-shots');
mkdirSync(check, { recursive: true });

/** Each shot: its file name (the guide section's `shot`) and how to get the screen there. */
const shots: { name: string; open: (page: Page) => Promise<void> }[] = [
  {
    name: 'home',
    open: async (p) => {
      await go(p, '/system/index');
      await p.getByTestId('state-basis-monthAbolish').waitFor({ timeout: 30_000 });
      await p.waitForTimeout(800);
    },
  },
  {
    name: 'search',
    open: async (p) => {
      await go(p, '/system/unifiedSearch?isOpen=true&keyword=GB%202760');
      await p.locator('.ant-table-row').first().waitFor();
    },
  },
  {
    name: 'detail',
    open: async (p) => {
      // The title link opens the detail in a new tab: follow its address in this one.
      const href = await p
        .locator('.ant-table-row')
        .first()
        .getByRole('link', { name: /食品安全国家标准/ })
        .getAttribute('href');
      await go(p, href!);
      await p.getByText('GB 2760-2024').first().waitFor();
      await p.waitForTimeout(500);
    },
  },
  {
    name: 'favorite',
    open: async (p) => {
      await go(p, '/system/favorite');
      await p.locator('.ant-table-row, .ant-empty').first().waitFor();
    },
  },
  {
    name: 'sampling',
    open: async (p) => {
      await go(p, '/sampleSystem/dataQuery');
      await p.locator('.ant-table-row').first().waitFor({ timeout: 30_000 });
    },
  },
  {
    name: 'menu',
    open: async (p) => {
      await go(p, '/system/index');
      await p.getByRole('button', { name: /用户菜单|User menu/ }).hover();
      await p.getByRole('menuitem', { name: /^(语言|Language)/ }).hover();
      await p.waitForTimeout(500);
    },
  },
];

async function go(page: Page, url: string) {
  await page.goto(base + url);
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(800); // chart animations
}

/** PNG → WebP at 960 px wide, through the browser's own encoder (no image tool needed). */
async function toWebp(page: Page, png: Buffer) {
  const data = await page.evaluate(
    async (src) => {
      const img = new Image();
      img.src = src;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = 960;
      canvas.height = Math.round((img.height * 960) / img.width);
      canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
      return canvas.toDataURL('image/webp', 0.72);
    },
    `data:image/png;base64,${png.toString('base64')}`,
  );
  return Buffer.from(data.split(',')[1]!, 'base64');
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const lang of ['zh-cn', 'en'] as const) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  await page.goto(`${base}/login`);
  if (lang === 'en') await page.getByText('English', { exact: true }).click();
  await page.getByRole('button', { name: /登\s*录|Log in/ }).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  const login = await page.screenshot({ path: path.join(check, `${lang}-login.png`) });
  await page.getByLabel(/^(账号|Account)$/).fill('demo');
  await page.getByLabel(/^(密码|Password)$/).fill('Demo@2026');
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
  await page.getByTestId('shell-header').waitFor();
  await page.waitForFunction(() => document.documentElement.lang === 'zh-CN');
  if (lang === 'en') {
    await page.getByRole('button', { name: /用户菜单|User menu/ }).hover();
    await page.getByRole('menuitem', { name: /^语言/ }).hover();
    await page.getByRole('menuitem', { name: 'English', exact: true }).click();
    await page.waitForFunction(() => document.documentElement.lang === 'en');
  }
  writeFileSync(path.join(out, `${lang}-login.webp`), await toWebp(page, login));
  for (const s of shots) {
    await s.open(page);
    const png = await page.screenshot({ path: path.join(check, `${lang}-${s.name}.png`) });
    writeFileSync(path.join(out, `${lang}-${s.name}.webp`), await toWebp(page, png));
    console.log(lang, s.name);
  }
  await page.close();
}
await browser.close();
