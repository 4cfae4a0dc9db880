import { test, expect, type Page } from '@playwright/test';
import { login } from './login';

/**
 * The regulatory assistant (issue 14), offline mode (no model configured in tests): a law
 * question is answered by the article it rests on, linked to the clause's anchor; a GB 2760
 * question by its table row; the conversation is kept and reopens; English labels; the viewer,
 * without the comply_ai right, is refused by the server and the page.
 */
/** Asks and returns this question's answer (by position: a later question must not change which answer it is). */
async function ask(page: Page, question: string) {
  const before = await page.getByTestId('assistant-question').count();
  await page.getByTestId('assistant-input').fill(question);
  await page.getByTestId('assistant-send').click();
  await expect(page.getByTestId('assistant-question').nth(before)).toContainText(question);
  const answer = page.getByTestId('assistant-answer').nth(before);
  // The answer streams: wait for its sources, not for a fixed time.
  await expect(answer.getByTestId('assistant-source').first()).toBeVisible({ timeout: 30_000 });
  return answer;
}

test.describe('assistant as demo', () => {
  test.beforeEach(async ({ page }) => login(page, 'demo', 'Demo@2026'));

  test('answers from the law and the GB 2760 table, links to the clause, reopens the conversation', async ({
    page,
  }) => {
    await page.goto('about:blank');
    await page.goto('/assistant');
    await expect(page.getByText('法规智能助手').first()).toBeVisible();

    const law = await ask(page, '哪些食品禁止生产经营？');
    await expect(law).toContainText('第三十四条');
    const link = law.getByTestId('assistant-source-link').first();
    await expect(link).toHaveAttribute('href', /clause=art-\d+#art-\d+/);

    // A written answer first: the governing article's key sentence quoted, with numbered citations
    // that open the passage below, which links to the document at its clause.
    const damages = await ask(page, '买到不符合食品安全标准的食品可以要求几倍赔偿？');
    const lead = damages.getByTestId('assistant-sentence').first();
    await expect(lead).toContainText('第一百四十八条');
    await expect(lead).toContainText('不足一千元的，为一千元');
    await expect(lead.getByTestId('assistant-citation').first()).toHaveText('[1]');
    await expect(damages.getByTestId('assistant-status')).toContainText('数据截至');
    await expect(damages.getByTestId('assistant-source').first()).toContainText('第一百四十八条');
    await expect(damages.getByTestId('assistant-source-link').first()).toHaveAttribute(
      'href',
      /clause=art-148#art-148/,
    );

    const table = await ask(page, '山梨酸钾在果酱中的最大使用量是多少？');
    await expect(table.getByTestId('assistant-sentence').first()).toContainText('最大使用量为 1.0 g/kg');
    await expect(table).toContainText('GB 2760-2024');
    await expect(table).toContainText('果酱');

    // The clause link opens the document at the cited article.
    await link.click();
    await expect(page).toHaveURL(/clause=art-\d+/);
    await expect(page.locator('[id^="art-"]').first()).toBeVisible();

    // Back on the page, the conversation is listed and reopens with its three turns.
    await page.goto('/assistant');
    const conversation = page.getByTestId('assistant-conversation').first();
    await expect(conversation).toBeVisible();
    await conversation.click();
    await expect(page.getByTestId('assistant-question')).toHaveCount(3);
    await expect(page.getByTestId('assistant-question').first()).toContainText('哪些食品禁止生产经营');
  });

  test('speaks English', async ({ page, context, baseURL }) => {
    // Let the landing redirect after login finish before navigating.
    await page.goto('about:blank');
    await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
    await page.goto('/assistant');
    await expect(page.getByText('Regulatory assistant').first()).toBeVisible();
    const answer = await ask(page, '大米中镉的限量');
    await expect(answer).toContainText('offline');
    // The edition in force (GB 2762-2025 since 2026-09-02) gives the value, not the replaced 2022 table.
    await expect(answer.getByTestId('assistant-sentence').first()).toContainText('0.2 mg/kg（GB 2762-2025');
    // The cadmium row of rice itself, not the row of milled grains that excludes rice.
    await expect(answer.getByTestId('assistant-source').first()).toContainText('稻谷');
    await expect(answer).toContainText(/GB 2762/);

    const edition = await ask(page, 'Which edition of GB 7718 is in force?');
    await expect(edition.getByTestId('assistant-sentence').first()).toHaveText(
      /GB 7718-2025 takes effect on 2027-03-16; until then GB 7718-2011 remains in force\.\s*\[2\]\[1\]/,
    );
    await expect(edition.getByTestId('assistant-status')).toContainText('Data as of');
    await expect(edition.getByTestId('assistant-source').first()).toContainText('GB 7718-2011');

    const law = await ask(page, 'Do imported prepackaged foods need Chinese labels?');
    await expect(law.getByTestId('assistant-sentence').first()).toContainText('Article 97');
    await expect(law.getByTestId('assistant-sentence').first()).toContainText('中文标签');
  });
});

test('the viewer, without the assistant right, is refused by the page and the server', async ({ page, request }) => {
  await login(page, 'viewer', 'Viewer@2026');
  await page.goto('/assistant');
  await expect(page).toHaveURL(/noPermissions/);
  const session = await (
    await request.post('/api/member/login', { data: { username: 'viewer', password: 'Viewer@2026' } })
  ).json();
  const res = await request.post('/comply/ai/ask', {
    headers: { batoken: session.data.memberInfo.token },
    data: { question: '哪些食品禁止生产经营？' },
  });
  const body = await res.text();
  expect(JSON.parse(body).code).toBe(403);
  expect(body).not.toContain('第三十四条');
});
