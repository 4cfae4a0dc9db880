import { test, expect, type APIRequestContext, type Page } from '@playwright/test';
import { login } from './login';
import { pickOption } from './select';

/**
 * What a user meets on day one, each in zh-cn and en: the language chosen on the
 * login page is kept, and a member granted services by name can use them.
 */

const htmlLang = { 'zh-cn': 'zh-CN', en: 'en' } as const;
const stamp = Date.now().toString(36);

async function staffToken(request: APIRequestContext) {
  const answer = await (
    await request.post('/admin-api/login', { data: { username: 'admin', password: 'Admin@2026' } })
  ).json();
  expect(answer.code).toBe(1);
  return answer.data.token as string;
}

/** A new portal account of the first customer, made through the back office's calls, granted `services`. */
async function newMember(request: APIRequestContext, username: string, services: string[] = []) {
  const batoken = await staffToken(request);
  const customers = await (await request.get('/admin-api/options/customers', { headers: { batoken } })).json();
  const saved = await (
    await request.post('/admin-api/account/member', {
      headers: { batoken },
      data: { customerId: customers.data[0].id, username, password: 'Member@2026', confirmPassword: 'Member@2026' },
    })
  ).json();
  expect(saved.code, saved.msg).toBe(1);
  if (!services.length) return;
  const grant = await (
    await request.put('/admin-api/account/member/grant', {
      headers: { batoken },
      data: { id: saved.data.id, services, rights: [] },
    })
  ).json();
  expect(grant.code, grant.msg).toBe(1);
}

async function staffLogin(page: Page, lang: 'zh-cn' | 'en') {
  await page.context().addCookies([{ name: 'languageName', value: lang, url: new URL(page.url()).origin }]);
  await page.goto('/admin/login');
  await page.getByLabel(lang === 'en' ? 'Username' : '用户名').fill('admin');
  await page.getByLabel(lang === 'en' ? 'Password' : '密码').fill('Admin@2026');
  await page.getByLabel(lang === 'en' ? 'Password' : '密码').press('Enter');
  await page.waitForURL((u) => !u.pathname.startsWith('/admin/login'));
}

for (const lang of ['zh-cn', 'en'] as const) {
  test(`${lang}: the language chosen on the login page is the session's and the account's`, async ({
    page,
    request,
  }) => {
    const username = `lang_${lang.replace('-', '')}_${stamp}`;
    await newMember(request, username, ['biaofa']);
    const other = lang === 'en' ? 'zh-cn' : 'en';
    // The account starts in the other language (its last choice in the user menu).
    const before = await (
      await request.post('/api/member/login', { data: { username, password: 'Member@2026', lang: other } })
    ).json();
    expect(before.data.memberInfo.lang).toBe(other);

    await page.goto('/login');
    await page.getByText(lang === 'en' ? 'English' : '中文', { exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
    await login(page, username, 'Member@2026');
    await expect(page.getByTestId('shell-header')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
    // Still so a few seconds later (the language poll once reloaded the page into Chinese) and after a reload.
    await page.waitForTimeout(2_500);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang[lang]);
    await expect(page.getByTestId('menu-bar')).toContainText(lang === 'en' ? 'Standards' : '标准');
    // Saved to the account: a login that names no language gets it.
    const after = await (
      await request.post('/api/member/login', { data: { username, password: 'Member@2026' } })
    ).json();
    expect(after.data.memberInfo.lang).toBe(lang);
  });

  test(`${lang}: services granted by name on the grant screen work for a new member (library search, limits)`, async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const username = `svc_${lang.replace('-', '')}_${stamp}`;
    await newMember(request, username);
    await page.goto('/admin/login');
    await staffLogin(page, lang);
    await page.goto('/admin/account/member');
    await page
      .getByLabel(lang === 'en' ? 'Account' : '账号')
      .first()
      .fill(username);
    await page
      .getByLabel(lang === 'en' ? 'Account' : '账号')
      .first()
      .press('Enter');
    const row = page.locator('.ant-table-tbody tr', { hasText: username });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: lang === 'en' ? 'Actions' : '操作' }).click();
    await page.getByRole('menuitem', { name: lang === 'en' ? 'Grant' : '授权' }).click();
    const form = page.getByRole('dialog');
    const services = form.getByLabel(lang === 'en' ? 'Services' : '服务', { exact: true });
    await pickOption(page, services, lang === 'en' ? 'Standards library + search' : '标准法规库（含检索）');
    await pickOption(page, services, lang === 'en' ? 'Hazard limits' : '危害物限量');
    // Clicking the title closes the list (Escape could close the dialog).
    const title = form.locator('.ant-modal-title');
    await title.click();
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0);
    // The single rights name their service: the three 标准 rights are told apart.
    const single = form.getByLabel(lang === 'en' ? 'Single rights (detail)' : '单项权限（明细）');
    await single.click();
    await single.fill('rihua_biaozhun');
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
      lang === 'en'
        ? /^Cosmetics library \+ search · .* \(rihua_biaozhun\)$/
        : '日化法规库（含检索） · 标准 (rihua_biaozhun)',
    ]);
    await title.click();
    await form.getByRole('button', { name: lang === 'en' ? 'OK' : /确\s*定/ }).click();
    await expect(form).toBeHidden();

    const member = await browser.newPage();
    await member.context().addCookies([{ name: 'languageName', value: lang, url: new URL(page.url()).origin }]);
    await login(member, username, 'Member@2026');
    await member.goto('/system/unifiedSearch?isOpen=true&keyword=2760');
    await expect(member.locator('.ant-table-tbody')).toContainText('GB 2760-2024');
    await expect(member.getByText(lang === 'en' ? 'No search permission' : '没有查询权限')).toHaveCount(0);
    await member.goto('/hazardsLimits/indicatorQuery');
    await expect(member).toHaveURL(/\/hazardsLimits\/indicatorQuery/);
    await member.goto('/sampleSystem/dataQuery');
    await expect(member).toHaveURL(/\/noPermissions/);
    await member.close();
  });
}

for (const lang of ['zh-cn', 'en'] as const) {
  test(`${lang}: honest counts: China card = China bar, partial month, report coverage, export scope, 我的合规义务`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/login');
    await page.context().addCookies([{ name: 'languageName', value: lang, url: new URL(page.url()).origin }]);
    await login(page, 'demo', 'Demo@2026');

    // The card and the chart answer one figure (526 on the card, 514 on the China bar before).
    const answer = page.waitForResponse((r) => r.url().includes('visualization') && r.request().method() === 'POST');
    await page.goto('/InternationalWarning/analyze');
    const data = (await (await answer).json()).data as {
      kpis: { key: string; value: number }[];
      charts: { key: string; items: { key: string; label: string; value: number }[] }[];
    };
    const card = data.kpis.find((k) => k.key === 'chinaOrigin')!.value;
    expect(data.charts.find((c) => c.key === 'byOrigin')!.items.find((i) => i.key === 'China')!.value).toBe(card);
    await expect(page.getByTestId('kpi-chinaOrigin')).toContainText(String(card));
    // The last month, held for 8 days, is labelled partial.
    expect(data.charts.find((c) => c.key === 'trend')!.items.at(-1)!.label).toMatch(
      lang === 'en' ? /\(to \d{2}-\d{2}, partial\)$/ : /（截至\d{2}-\d{2}，不完整）$/,
    );

    // This week's report says which dates its sources hold, and that its zeros are the sources ending.
    await page.goto('/infoMonitor/weekReport');
    const coverage = page.getByTestId('report-coverage');
    await expect(coverage.first()).toBeVisible();
    await expect(
      coverage
        .filter({ hasText: lang === 'en' ? 'a 0 does not mean nothing happened' : '计数为 0 不表示没有发生' })
        .first(),
    ).toBeVisible();

    // An export says how many of how many rows it will carry, and offers the whole result.
    await page.goto('/sampleSystem/dataQuery');
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: lang === 'en' ? 'download Export' : 'download 导出', exact: true }).click();
    await expect(page.getByTestId('export-scope')).toHaveText(
      lang === 'en'
        ? /^Exports (all \d+ rows|the first \d+ of (about )?\d+ rows)/
        : /^导出(全部 \d+ 条|前 \d+ 条，共约? \d+ 条)/,
    );
    await page.keyboard.press('Escape');

    // 我的合规义务 lists the register's items nobody owns yet instead of 登记册暂无条目.
    await page.goto('/compliance/mymanagement');
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(lang === 'en' ? 'Unassigned' : '未指派').first()).toBeVisible();
  });
}
