/**
 * The UX tour (issue 15): every built route in zh-cn and en, as demo, viewer and the back-office
 * admin, at 1440×900 (TOUR_WIDTH=1280 for 1280×800), against a running server. Writes one
 * screenshot per page and a findings list (server errors, horizontal overflow, Chinese on
 * English pages, raw keys, error texts, headers wrapped or cut) to read beside the screenshots. Not part of the test suite: run it by hand against a server
 * (`TOUR_URL=http://localhost:3115 npx tsx scripts/ux-tour.ts`; `TOUR_USERS=name:password,…` for other
 * members, `TOUR_ADMIN=off` without the back office), then open the screenshots.
 */
import { chromium, type Page } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { adminRoutes, portalRoutes } from '@app/contract';
import { unmarkedChinese } from '../e2e/unmarked-chinese';
import { brokenWords } from '../e2e/broken-words';

const base = process.env.TOUR_URL ?? 'http://localhost:3115';
const out = process.env.TOUR_DIR ?? 'var/tour-shots';
const only = process.env.TOUR_ONLY; // e.g. "demo-en"
// Window width (the issue's sizes: 1280 and 1440); 1440×900 when unset.
const width = Number(process.env.TOUR_WIDTH ?? 1440);
const viewport = { width, height: width <= 1280 ? 800 : 900 };
// Route prefixes to visit, comma-separated (e.g. "/system/index,/InternationalWarning"); all when unset.
const paths = process.env.TOUR_PATHS?.split(',').filter(Boolean);
const wanted = (path: string) => !paths || paths.some((p) => path.startsWith(p));
mkdirSync(out, { recursive: true });

interface Finding {
  shot: string;
  url: string;
  what: string;
}
const findings: Finding[] = [];

/** What the page shows that a reader should not meet. */
async function inspect(page: Page, lang: 'zh-cn' | 'en') {
  const issues = await page.evaluate(() => {
    const issues: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth + 1) issues.push(`page scrolls sideways (${doc.scrollWidth}px)`);
    const body = document.body.innerText;
    for (const bad of [
      '服务器内部错误',
      '暂不可用',
      'Internal server error',
      'undefined',
      'NaN',
      '[object Object]',
      'Invalid Date',
      'Invalid date',
    ]) {
      if (body.includes(bad)) issues.push(`text "${bad}"`);
    }
    // Raw i18n keys: dotted lower-case words standing alone.
    const keys = body.match(/(^|\s)[a-z]+(\.[a-zA-Z_]+){1,4}(?=\s|$)/gm);
    if (keys) issues.push(`raw keys? ${[...new Set(keys.map((k) => k.trim()))].slice(0, 5).join(', ')}`);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('[lang]:not(html)')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.getBoundingClientRect().height === 0)
        continue;
      // Element cut by its own width (ellipsis) in a header or menu.
      if (
        el.scrollWidth > el.clientWidth + 2 &&
        /ellipsis/.test(style.textOverflow) &&
        el.closest('.ant-menu, th, .ant-card-head-title, .ant-tabs-tab, .ant-anchor-link')
      )
        issues.push(`cut: ${text.slice(0, 30)}`);
    }
    // A column header broken over two lines ("Implement / ed"): its column is too narrow.
    for (const th of document.querySelectorAll('th')) {
      const texts = document.createTreeWalker(th, NodeFilter.SHOW_TEXT);
      for (let t = texts.nextNode(); t; t = texts.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(t);
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
        if (tops.size > 1) issues.push(`header wraps: ${(t.textContent ?? '').trim().slice(0, 30)}`);
      }
    }
    return issues;
  });
  // Chinese on an English page that is not data marked with its language: the browser tests' check.
  const foreign = lang === 'en' ? await unmarkedChinese(page) : [];
  for (const word of await brokenWords(page)) issues.push(`word broken: ${word}`);
  if (foreign.length)
    issues.push(`Chinese on the English page (${foreign.length}): ${foreign.slice(0, 12).join(' | ')}`);
  return issues;
}

async function visit(page: Page, tag: string, url: string, lang: 'zh-cn' | 'en', errors: string[]) {
  errors.length = 0;
  try {
    await page.goto(base + url, { waitUntil: 'domcontentloaded' });
    await page.waitForLoadState('networkidle', { timeout: 6_000 }).catch(() => undefined);
    await page.waitForTimeout(400);
  } catch (e) {
    errors.push(`navigation: ${String(e).slice(0, 120)}`);
  }
  const name = `${tag}${url.replace(/[/?=&.]+/g, '_').slice(0, 80) || '_root'}.png`;
  await page.screenshot({ path: path.join(out, name) });
  const issues = [...errors, ...(await inspect(page, lang).catch((e) => [`inspect failed ${String(e).slice(0, 80)}`]))];
  if (!page.url().includes(url.split('?')[0]!)) issues.push(`landed on ${new URL(page.url()).pathname}`);
  for (const what of issues) findings.push({ shot: name, url, what });
  // Links seen, so detail routes can be visited with real ids.
  return page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href') ?? '')).catch(() => [] as string[]);
}

async function memberTour(user: string, password: string, lang: 'zh-cn' | 'en') {
  const tag = `${user}-${lang}`;
  if (only && only !== tag) return;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`HTTP ${r.status()} ${new URL(r.url()).pathname}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message.slice(0, 120)}`));
  await page.goto(`${base}/login`);
  await page.getByText(lang === 'en' ? 'English' : '中文', { exact: true }).click();
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(out, `${tag}_login.png`) });
  await page.getByLabel(/^(账号|Account)$/).fill(user);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
  await page.getByTestId('shell-header').waitFor({ timeout: 30_000 });
  // The language chosen on the login page is the session's: an English tour stays English.
  await page.waitForFunction((want) => document.documentElement.lang === want, lang === 'en' ? 'en' : 'zh-CN');
  const seen = new Set<string>();
  for (const r of portalRoutes) {
    if (r.path === '/login' || r.path === '/forgotPassword' || r.path === '/updatePassword') continue;
    if (!wanted(r.path)) continue;
    let url = r.path + (r.needsIsOpen ? '?isOpen=true' : '');
    // Detail routes get a real link seen on an earlier page when there is one.
    if (/detail|Detail|\/showFile/.test(r.path)) url = [...seen].find((h) => h.startsWith(`${r.path}?`)) ?? url;
    for (const h of await visit(page, tag, url, lang, errors)) if (h.startsWith('/')) seen.add(h);
  }
  await browser.close();
}

async function adminTour(lang: 'zh-cn' | 'en') {
  const tag = `admin-${lang}`;
  if (only && only !== tag) return;
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({ viewport, locale: 'zh-CN' });
  await context.addCookies([{ name: 'languageName', value: lang, url: base }]);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 500) errors.push(`HTTP ${r.status()} ${new URL(r.url()).pathname}`);
  });
  page.on('pageerror', (e) => errors.push(`page error: ${e.message.slice(0, 120)}`));
  await page.goto(`${base}/admin/login`);
  await page.screenshot({ path: path.join(out, `${tag}_login.png`) });
  await page.getByLabel(/^(用户名|Username)$/).fill('admin');
  await page.getByLabel(/^(密码|Password)$/).fill('Admin@2026');
  await page.getByLabel(/^(密码|Password)$/).press('Enter');
  await page.waitForURL(/\/admin$/);
  for (const r of adminRoutes) {
    if (r.anonymous) continue;
    await visit(page, tag, r.path, lang, errors);
  }
  await browser.close();
}

// Members to tour, "user:password" comma-separated (e.g. a newly granted member); demo and viewer
// when unset. TOUR_ADMIN=off leaves out the back office.
const members = (process.env.TOUR_USERS ?? 'demo:Demo@2026,viewer:Viewer@2026')
  .split(',')
  .filter(Boolean)
  .map((u) => u.split(/:(.*)/s) as [string, string]);
for (const [user, password] of members) {
  await memberTour(user, password, 'zh-cn');
  await memberTour(user, password, 'en');
}
if (process.env.TOUR_ADMIN !== 'off') {
  await adminTour('zh-cn');
  await adminTour('en');
}
writeFileSync(path.join(out, `findings-${only ?? 'all'}.json`), JSON.stringify(findings, null, 1));
const byWhat = new Map<string, string[]>();
for (const f of findings) byWhat.set(f.what, [...(byWhat.get(f.what) ?? []), f.shot]);
for (const [what, shots] of byWhat) console.log(`${shots.length}× ${what}\n   ${shots.slice(0, 4).join(' ')}`);
