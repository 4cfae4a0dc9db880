import { test, expect, type Page } from '@playwright/test';
import { login } from './login';
import { chooseLanguage } from './language';

/**
 * English pages keep no unmarked Chinese (issue 15): every visible text either reads in English
 * (the portal's own words, vocabularies translated) or is data in its own language inside an
 * element whose `lang` says so. The same check as `inspect` in scripts/ux-tour.ts.
 */

/** Visible text nodes with Chinese characters outside any element with a `lang` of its own. */
const unmarkedChinese = (page: Page) =>
  page.evaluate(() => {
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const text = (n.textContent ?? '').trim();
      const el = n.parentElement;
      if (!text || !el || el.closest('[lang]:not(html)')) continue;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden' || el.getBoundingClientRect().height === 0)
        continue;
      if (/[\u4e00-\u9fff]/.test(text)) found.add(text.slice(0, 60));
    }
    return [...found];
  });

/** Pages of the finding list; `data`: the page shows Chinese data, so some of it must be marked. */
const pages: { path: string; data?: boolean }[] = [
  { path: '/guide', data: true },
  { path: '/dataSources' },
  { path: '/system/subject', data: true },
  { path: '/system/subject/detail?isOpen=true&id=4', data: true },
  { path: '/system/industrySearch', data: true },
  { path: '/system/home/biaofa.fagui/lists?isOpen=true', data: true },
  { path: '/rihua/subject', data: true },
  { path: '/fodder/industrySearch', data: true },
  { path: '/industrialChain/detailList?node=1&kind=standards', data: true },
  { path: '/infoMonitor/monthReport' },
  { path: '/infoMonitor/report', data: true },
  { path: '/infoMonitor/newspaper/list', data: true },
  { path: '/infoMonitor/newspaper/detail?id=1', data: true },
  { path: '/sampleSystem/monitorWarning', data: true },
  { path: '/judge/classicCaseAnalysis', data: true },
  { path: '/judge/classicCaseAnalysis/detail?id=7', data: true },
  { path: '/compliance/verification', data: true },
  { path: '/compliance/verification/detail?id=13', data: true },
  { path: '/compliance/management', data: true },
  { path: '/compliance/management/add', data: true },
  { path: '/compliance/associationList', data: true },
  { path: '/information', data: true },
  { path: '/information/detail?id=2', data: true },
  { path: '/assistant', data: true },
];

test('English pages show Chinese only as marked data', async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, 'demo', 'Demo@2026');
  await page.goto('about:blank');
  await page.goto('/');
  await chooseLanguage(page, 'en');

  const problems: string[] = [];
  for (const { path, data } of pages) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
    // Settled: no request under way (a page that polls settles anyway), no spinner, and (where the
    // page shows data) some of it marked.
    await page.waitForLoadState('networkidle', { timeout: 8_000 }).catch(() => undefined);
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0, { timeout: 15_000 });
    if (data) await expect(page.locator('body [lang="zh-CN"]').first(), `${path}: marked data`).toBeAttached();
    const left = await unmarkedChinese(page);
    if (left.length) problems.push(`${path}: ${left.slice(0, 8).join(' | ')}`);
  }
  expect(problems, 'Chinese left unmarked on English pages').toEqual([]);
});

test('the data-source notes and the compliance phrases read in English', async ({ page }) => {
  await login(page, 'demo', 'Demo@2026');
  await page.goto('about:blank');
  await page.goto('/');
  await chooseLanguage(page, 'en');
  await page.goto('/dataSources');
  await expect(
    page.getByText('Laws and regulations are not protected by copyright (Copyright Law, Art. 5)'),
  ).toBeVisible();
  await expect(page.getByText('Sampling inspections', { exact: true })).toBeVisible();
  await page.goto('/compliance/verification');
  await expect(page.getByText('Food Safety Law (2021 amendment) Art. 48').first()).toBeVisible();
  await expect(page.getByText('the profile matches (business type: Production)').first()).toBeVisible();
});
