import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '../../i18n';
import { CrudHostProvider, type CrudHost } from './crud-context';
import { HtmlInput } from './html-input';

// jsdom lays nothing out; ProseMirror asks where the selection is to scroll it into view.
const noRects = () =>
  ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getClientRects ??= noRects;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();
Element.prototype.getClientRects = noRects;

const host: CrudHost = {
  invoke: (async () => ({})) as CrudHost['invoke'],
  upload: (async () => ({ url: '/files/a.png' })) as CrudHost['upload'],
  can: () => true,
};

function renderInput(value: string, onChange = vi.fn()) {
  render(
    <CrudHostProvider value={host}>
      <HtmlInput id="body" label="正文内容" value={value} onChange={onChange} />
    </CrudHostProvider>,
  );
  return onChange;
}

/** Selects the whole text of the editor, as a user would with Ctrl+A. */
async function selectAll(user: ReturnType<typeof userEvent.setup>) {
  const box = screen.getByRole('textbox', { name: '正文内容' });
  // Focus (not a click): jsdom has no layout to place a click in the text.
  act(() => box.focus());
  await user.keyboard('{Control>}a{/Control}');
  return box;
}

describe('the back office rich-text input (Tiptap)', () => {
  it('shows the saved HTML in a labelled multi-line textbox', async () => {
    renderInput('<h2>标题一</h2><p>第一段</p>');
    const box = await screen.findByRole('textbox', { name: '正文内容' });
    expect(box).toHaveAttribute('aria-multiline', 'true');
    expect(box).toHaveAttribute('id', 'body');
    await waitFor(() => expect(box.innerHTML).toContain('<h2>标题一</h2>'));
    expect(box.innerHTML).toContain('<p>第一段</p>');
  });

  it('names its buttons in both languages', async () => {
    await act(() => i18n.changeLanguage('zh-cn'));
    renderInput('');
    for (const name of ['加粗', '斜体', '下划线', '无序列表', '有序列表', '插入链接', '清除格式'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // Ant Design spaces a two-character Chinese button label (标 题).
    expect(screen.getByRole('button', { name: /^标\s?题$/ })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('en'));
    for (const name of ['Bold', 'Italic', 'Underline', 'Bulleted list', 'Numbered list', 'Insert a link'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Heading' })).toBeInTheDocument();
    await act(() => i18n.changeLanguage('zh-cn'));
  });

  it('the toolbar makes bold text and a heading, and the form receives the HTML', async () => {
    const user = userEvent.setup();
    const onChange = renderInput('<p>食品安全</p>');
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: '加粗' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><strong>食品安全</strong></p>'));
    expect(screen.getByRole('button', { name: '加粗' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: /^标\s?题$/ }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<h2><strong>食品安全</strong></h2>'));
  });

  it('keyboard: Ctrl+I makes the selection italic', async () => {
    const user = userEvent.setup();
    const onChange = renderInput('<p>标签</p>');
    await selectAll(user);
    await user.keyboard('{Control>}i{/Control}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p><em>标签</em></p>'));
  });

  it('links only to http(s) addresses; a javascript: address is not linked', async () => {
    const user = userEvent.setup();
    const onChange = renderInput('<p>国家标准</p>');
    const prompt = vi.spyOn(window, 'prompt').mockReturnValueOnce('javascript:alert(1)');
    await selectAll(user);
    await user.click(screen.getByRole('button', { name: '插入链接' }));
    expect(onChange.mock.calls.some(([html]) => String(html).includes('href'))).toBe(false);
    prompt.mockReturnValueOnce('https://sppt.cfsa.net.cn/');
    await user.click(screen.getByRole('button', { name: '插入链接' }));
    await waitFor(() => expect(String(onChange.mock.lastCall?.[0])).toContain('href'));
    const html = onChange.mock.lastCall![0] as string;
    expect(html).toContain('href="https://sppt.cfsa.net.cn/"');
    expect(html).toContain('国家标准</a>');
    prompt.mockRestore();
  });

  it('an emptied editor saves an empty value', async () => {
    const user = userEvent.setup();
    const onChange = renderInput('<p>删除我</p>');
    await selectAll(user);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });
});
