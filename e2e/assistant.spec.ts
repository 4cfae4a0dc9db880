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

    const table = await ask(page, '山梨酸钾在果酱中的最大使用量是多少？');
    await expect(table).toContainText('GB 2760-2024');
    await expect(table).toContainText('果酱');

    // The clause link opens the document at the cited article.
    await link.click();
    await expect(page).toHaveURL(/clause=art-\d+/);
    await expect(page.locator('[id^="art-"]').first()).toBeVisible();

    // Back on the page, the conversation is listed and reopens with both turns.
    await page.goto('/assistant');
    const conversation = page.getByTestId('assistant-conversation').first();
    await expect(conversation).toBeVisible();
    await conversation.click();
    await expect(page.getByTestId('assistant-question')).toHaveCount(2);
    await expect(page.getByTestId('assistant-question').first()).toContainText('哪些食品禁止生产经营');
  });

  test('speaks English', async ({ page, context, baseURL }) => {
    // Let the landing redirect after login finish before navigating.
    await page.goto('about:blank');
    await context.addCookies([{ name: 'languageName', value: 'en', url: baseURL! }]);
    await page.goto('/assistant');
    await expect(page.getByText('Regulatory assistant').first()).toBeVisible();
    const answer = await ask(page, '大米中镉的限量');
    await expect(answer).toContainText('offline mode');
    // The cadmium row of rice itself, not the row of milled grains that excludes rice.
    await expect(answer.getByTestId('assistant-source').first()).toContainText('稻谷');
    await expect(answer).toContainText(/GB 2762/);
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
