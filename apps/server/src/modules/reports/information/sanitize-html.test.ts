import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sanitizeHtml, htmlText } from './sanitize-html.js';

describe('sanitizeHtml', () => {
  it('keeps the editor formatting', () => {
    const html =
      '<h2>标题</h2><p><strong>粗体</strong> <em>斜体</em></p><ul><li>一</li></ul><p><a href="https://www.samr.gov.cn/x">链接</a></p><img src="/files/20261123/abc.png" alt="图">';
    expect(sanitizeHtml(html)).toBe(
      '<h2>标题</h2><p><strong>粗体</strong> <em>斜体</em></p><ul><li>一</li></ul><p><a href="https://www.samr.gov.cn/x" target="_blank" rel="noopener noreferrer nofollow">链接</a></p><img src="/files/20261123/abc.png" alt="图">',
    );
  });

  it("keeps what the back office's Tiptap editor writes (list items hold paragraphs; links carry target and rel)", () => {
    const html =
      '<h3>小标题</h3><p><u>下划线</u></p><ol><li><p>一</p></li></ol><p><a target="_blank" rel="noopener noreferrer nofollow" href="https://sppt.cfsa.net.cn/">国家标准</a></p><img src="/files/a.png">';
    expect(sanitizeHtml(html)).toBe(
      '<h3>小标题</h3><p><u>下划线</u></p><ol><li><p>一</p></li></ol><p><a href="https://sppt.cfsa.net.cn/" target="_blank" rel="noopener noreferrer nofollow">国家标准</a></p><img src="/files/a.png">',
    );
  });

  it('removes scripts, handlers, styles and dangerous urls', () => {
    const cases = [
      '<script>alert(1)</script><p>ok</p>',
      '<p onclick="alert(1)" style="color:red">ok</p>',
      '<img src=x onerror=alert(1)><p>ok</p>',
      '<a href="javascript:alert(1)">ok</a>',
      '<a href=" jav&#x09;ascript:alert(1)">ok</a>',
      '<iframe src="https://evil"></iframe><p>ok</p>',
      '<svg><script>alert(1)</script></svg><p>ok</p>',
      '<img src="data:text/html,<script>alert(1)</script>">',
      '<p>ok</p><style>body{display:none}</style>',
      '<scr<script>ipt>alert(1)</script>',
      '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
    ];
    for (const c of cases) {
      const out = sanitizeHtml(c);
      expect(out).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|<style|<svg|data:/i);
    }
    expect(sanitizeHtml('<a href="javascript:alert(1)">ok</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer nofollow">ok</a>',
    );
  });

  it('never lets a tag with an event handler or a script through, whatever the input', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.constantFrom(
            '<',
            '>',
            '"',
            "'",
            '=',
            '/',
            'script',
            'img',
            'a',
            ' ',
            'onerror',
            'href',
            'javascript:',
            'alert(1)',
            'p',
            '!--',
            '&',
            '#x3c;',
            '\n',
          ),
          { maxLength: 40 },
        ),
        (parts) => {
          const out = sanitizeHtml(parts.join(''));
          expect(out).not.toMatch(/<script|<[^>]*\son\w+=|href="\s*javascript:/i);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('gives the plain text', () => {
    expect(htmlText('<p>食品<strong>安全</strong></p><script>x</script><p>标准</p>')).toBe('食品 安全 标准');
  });
});
