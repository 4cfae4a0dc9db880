import { test, expect, type Page } from '@playwright/test';
import { editDocument, memberSession } from './sessions';

/** Journeys of the regulation libraries (issue 3): search, detail in a new tab, favourite, change, badge, export. */

async function loginAs(page: Page, username: string, password: string) {
  await page.goto('/login');
  await page.getByLabel(/^(账号|Account)$/).fill(username);
  await page.getByLabel(/^(密码|Password)$/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Log in/ }).click();
  await expect(page.getByTestId('shell-header')).toBeVisible();
}

test('search GB 2760, open the detail in a new tab, favourite it, an editor changes it, the badge rises, export', async ({
  page,
  context,
  request,
}) => {
  // The longest journey: two tabs, a back-office call, a diff and a download.
  test.setTimeout(150_000);
  await loginAs(page, 'demo', 'Demo@2026');
  await page.goto('/system/unifiedSearch');
  await expect(page).toHaveURL(/isOpen=true/);
  await page.getByRole('textbox', { name: '关键词' }).fill('gb2760—2024');
  await page.getByRole('textbox', { name: '关键词' }).press('Enter');
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toContainText('GB 2760-2024');
  await expect(page.getByTestId('facets')).toContainText('标准');

  // Detail links open in a new tab.
  const [detail] = await Promise.all([context.waitForEvent('page'), firstRow.getByRole('link').first().click()]);
  await detail.waitForLoadState();
  await expect(detail).toHaveURL(/\/system\/home\/biaofa\.biaozhun\/content\?itemid=\d+/);
  await expect(detail.getByTestId('doc-title')).toHaveText('食品安全国家标准 食品添加剂使用标准');
  await expect(detail.getByText('GB 2760-2014').first()).toBeVisible();
  const itemid = Number(new URL(detail.url()).searchParams.get('itemid'));

  const badge = detail.getByTestId('favourites-badge');
  const star = detail.getByTestId('favorite-toggle');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await expect(star).toContainText('取消收藏');
  await expect(badge.locator('.ant-badge-count')).toHaveCount(0);

  // The editor changes the text: the favourite's change counter rises.
  const session = await memberSession(detail);
  const before = await (
    await request.post(`/comply/library/biaofa/module/biaozhun/content`, {
      data: { ...session, library: 'biaofa', module: 'biaozhun', itemid },
    })
  ).json();
  expect(before.code).toBe(1);
  await editDocument(request, itemid, { body: `${before.data.body}\n\n修订说明：本条由浏览器测试加入。` });
  await detail.reload();
  await expect(badge.locator('.ant-badge-count')).toContainText('1');

  // The new version is in the history and compares side by side with the old one.
  const versions = detail.locator('.ant-card').filter({ hasText: '历史版本' });
  await expect(versions.locator('tbody tr.ant-table-row')).toHaveCount(before.data.versions.length + 1);
  const boxes = versions.locator('tbody .ant-checkbox-input');
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await versions.getByRole('button', { name: /版本对比/ }).click();
  await expect(detail.getByTestId('version-diff').locator('ins')).toContainText('修订说明');

  // Looking at the favourites resets the counter.
  await detail.getByTestId('favourites-entry').click();
  await expect(detail).toHaveURL(/\/system\/favorite/);
  await expect(detail.locator('.ant-table-tbody')).toContainText('GB 2760-2024');
  await expect(badge.locator('.ant-badge-count')).toHaveCount(0);

  // Export the result list: the quantity is checked, then an xlsx arrives.
  await page.getByRole('button', { name: /导\s*出/ }).click();
  const quantity = page.getByRole('spinbutton', { name: '导出条数' });
  await quantity.fill('0');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /导\s*出/ })
    .click();
  await expect(page.getByText('请输入1-1000的正整数')).toBeVisible();
  await quantity.fill('10');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('dialog')
      .getByRole('button', { name: /导\s*出/ })
      .click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(file).subarray(0, 2).toString()).toBe('PK');
});

test('full-library search after a category is refused with the spec message', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo@2026');
  await page.goto('/system/unifiedSearch?isOpen=true');
  await page.getByRole('textbox', { name: '分类' }).fill('通用标准');
  await page.getByRole('checkbox', { name: '全库检索' }).check();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.getByText('选择分类后不支持全库检索')).toBeVisible();
});

test('a viewer is sent to /noPermissions on a cosmetics page and has no favourites', async ({ page }) => {
  await loginAs(page, 'viewer', 'Viewer@2026');
  await page.goto('/rihua/index');
  await expect(page).toHaveURL(/\/noPermissions/);
  await page.goto('/system/unifiedSearch?isOpen=true&keyword=2760');
  await expect(page.locator('.ant-table-tbody')).toContainText('GB 2760-2024');
  await expect(page.getByTestId('favourites-entry')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /收\s*藏/ })).toHaveCount(0);
});

test('the library pages speak English', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo@2026');
  await page.getByRole('button', { name: /用户菜单|User menu/ }).click();
  await page.getByText('语言').hover();
  await page.getByText('English').click();
  await expect(page.getByTestId('menu-bar').getByText('Standards', { exact: true })).toBeVisible();
  await page.goto('/fodder/unifiedSearch?isOpen=true');
  await expect(page.getByRole('tab', { name: 'Ordinary search' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Batch novelty check' })).toBeVisible();
  await page.goto('/system/index');
  await expect(page.getByText('Latest updates')).toBeVisible();
});

/** A two-page PDF made on the spot (pdfkit), served as a stored attachment would be. */
async function samplePdf(): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  doc.text('Attachment page one');
  doc.addPage().text('Attachment page two');
  doc.end();
  await new Promise((r) => doc.on('end', r));
  return Buffer.concat(chunks);
}

test('attachments open in the viewer: PDF through pdf.js, HTML in a sandbox, other sites refused', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo@2026');
  const pdf = await samplePdf();
  await page.route('**/files/e2e/sample.pdf', (r) => r.fulfill({ body: pdf, contentType: 'application/pdf' }));
  await page.route('**/files/e2e/sample.html', (r) =>
    r.fulfill({ body: '<h1>附件正文</h1><script>parent.document.title="pwned"</script>', contentType: 'text/html' }),
  );
  await page.goto('/showFile?url=%2Ffiles%2Fe2e%2Fsample.pdf&name=sample.pdf&type=pdf');
  await expect(page.getByTestId('pdf-page')).toHaveText('第 1 / 2 页');
  await page.getByRole('button', { name: '下一页' }).click();
  await expect(page.getByTestId('pdf-page')).toHaveText('第 2 / 2 页');

  await page.goto('/showFile?url=%2Ffiles%2Fe2e%2Fsample.html&name=sample.html&type=html');
  await expect(page.frameLocator('iframe').getByRole('heading', { name: '附件正文' })).toBeVisible();
  await expect(page).not.toHaveTitle('pwned');

  await page.goto('/showFile?url=https%3A%2F%2Fevil.example%2Fx.pdf');
  await expect(page.getByText('只能查看本站的文件')).toBeVisible();
});

test('batch novelty check: template, import, progress, results that follow the replace chain, export, records', async ({
  page,
}) => {
  await loginAs(page, 'demo', 'Demo@2026');
  await page.goto('/system/unifiedSearch?isOpen=true&tab=novelty');
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /下载模板/ }).click(),
  ]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/);

  const upload = page.locator('input[type=file]');
  await upload.setInputFiles({ name: 'list.csv', mimeType: 'text/csv', buffer: Buffer.from('GB 2760-2014\n') });
  await expect(page.getByText('仅支持xlsx格式的文件')).toBeVisible();

  const { default: ExcelJS } = await import('exceljs');
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('list');
  for (const v of ['GB 2760-2014', 'GB 2760-2024', 'GB 99999-2099']) sheet.addRow([v]);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  await upload.setInputFiles({
    name: 'standards.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer,
  });
  await page.getByRole('button', { name: /开始查新/ }).click();

  const results = page.getByTestId('novelty-results');
  await expect(results).toContainText('standards.xlsx', { timeout: 30_000 });
  const replaced = results.locator('tr').filter({ hasText: 'GB 2760-2014' }).first();
  await expect(replaced).toContainText('已被替代');
  await expect(replaced).toContainText('GB 2760-2024');
  await expect(results.locator('tr').filter({ hasText: 'GB 99999-2099' })).toContainText('未找到');
  const [exported] = await Promise.all([
    page.waitForEvent('download'),
    results.getByRole('button', { name: /导\s*出/ }).click(),
  ]);
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);

  const records = page.getByTestId('novelty-records');
  // The job runs in the background; its row turns 已完成 when the last line is checked.
  await expect(records.locator('tbody tr').filter({ hasText: 'standards.xlsx' })).toContainText('已完成', {
    timeout: 30_000,
  });
});

test('forward a document to a colleague and a saved group', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo@2026');
  await page.goto('/system/unifiedSearch?isOpen=true&keyword=GB%207718');
  const link = page.locator('.ant-table-tbody tr.ant-table-row').first().getByRole('link').first();
  await page.goto((await link.getAttribute('href'))!);
  await page.getByRole('button', { name: /转\s*发/ }).click();
  const dialog = page.getByRole('dialog');
  // Wait until the dialog has loaded its colleagues before pressing its button.
  await expect(dialog.getByRole('combobox', { name: '同事' })).toBeVisible();
  await dialog.getByRole('button', { name: /转\s*发/ }).click();
  await expect(page.getByText('请选择至少一条数据')).toBeVisible();
  await dialog.getByRole('combobox', { name: '同事' }).click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'viewer' }).click();
  await dialog.getByPlaceholder('分组名称').fill('合规小组');
  await dialog.getByRole('button', { name: '保存分组' }).click();
  await expect(dialog.getByText('合规小组')).toBeVisible();
  await dialog.getByRole('button', { name: /转\s*发/ }).click();
  await expect(page.getByText('转发成功')).toBeVisible();
});

test('my keywords: add one on the favourites page, see it listed, delete it', async ({ page }) => {
  await loginAs(page, 'demo', 'Demo@2026');
  await page.goto('/system/favorite');
  await page.getByRole('tab', { name: '我的关键词' }).click();
  await expect(page).toHaveURL(/tab=keywords/);
  const word = `山梨酸钾${Date.now() % 100000}`;
  await page.getByRole('textbox', { name: '新关键词' }).fill(word);
  await page.getByRole('button', { name: /添\s*加/ }).click();
  const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: word });
  await expect(row).toBeVisible();
  await row.getByRole('button', { name: `删除 ${word}` }).click();
  await expect(row).toHaveCount(0);
});
