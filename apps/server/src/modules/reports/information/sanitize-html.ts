import { parseFragment, type DefaultTreeAdapterMap } from 'parse5';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/**
 * An allow-list HTML cleaner for article bodies. The HTML is parsed the way a browser parses it
 * (parse5 follows the HTML standard, so malformed markup cannot smuggle a tag past us) and
 * written out again with only the allowed tags and attributes. Script-like elements are dropped
 * with their content; other unknown tags are unwrapped (their text stays). Links may only be
 * http(s), mailto or relative; images only http(s) or relative; no event handler or style
 * attribute survives.
 */
const allowedTags = new Set([
  'p',
  'br',
  'hr',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
  'figure',
  'figcaption',
  'span',
  'div',
]);
const droppedWithContent = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'svg',
  'math',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'frame',
  'frameset',
]);
const allowedAttrs: Record<string, Set<string>> = {
  a: new Set(['href', 'title']),
  img: new Set(['src', 'alt', 'title', 'width', 'height']),
  td: new Set(['colspan', 'rowspan']),
  th: new Set(['colspan', 'rowspan']),
  ol: new Set(['start']),
};
const voidTags = new Set(['br', 'hr', 'img']);

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');

/** A url is kept only with a safe scheme (control characters and spaces removed first, as browsers do). */
function safeUrl(value: string, images: boolean): string | undefined {
  const v = value.replace(/[\u0000-\u0020\u007f]/g, '');
  if (/^(https?:)?\/\//i.test(v) || /^\/(?!\/)/.test(v) || /^#/.test(v)) return value.trim();
  if (!images && /^mailto:/i.test(v)) return value.trim();
  if (!/^[a-z][a-z0-9+.-]*:/i.test(v) && !/^\//.test(v)) return value.trim(); // relative path
  return undefined;
}

function attributes(el: Element): string {
  const allowed = allowedAttrs[el.tagName];
  if (!allowed) return '';
  const out: string[] = [];
  for (const a of el.attrs) {
    if (!allowed.has(a.name)) continue;
    let value: string | undefined = a.value;
    if (a.name === 'href' || a.name === 'src') value = safeUrl(a.value, a.name === 'src');
    else if (['width', 'height', 'colspan', 'rowspan', 'start'].includes(a.name))
      value = /^\d{1,4}$/.test(a.value) ? a.value : undefined;
    if (value !== undefined) out.push(` ${a.name}="${escapeAttr(value)}"`);
  }
  // Links open apart from the portal and cannot reach back into it.
  if (el.tagName === 'a') out.push(' target="_blank" rel="noopener noreferrer nofollow"');
  return out.join('');
}

function write(nodes: Node[], out: string[]) {
  for (const node of nodes) {
    if (node.nodeName === '#text') out.push(escapeText((node as DefaultTreeAdapterMap['textNode']).value));
    else if (node.nodeName === '#comment' || node.nodeName === '#documentType') continue;
    else {
      const el = node as Element;
      const tag = el.tagName;
      if (droppedWithContent.has(tag)) continue;
      const children = (tag === 'template' ? [] : el.childNodes) as Node[];
      if (!allowedTags.has(tag)) {
        write(children, out);
        continue;
      }
      out.push(`<${tag}${attributes(el)}>`);
      if (voidTags.has(tag)) continue;
      write(children, out);
      out.push(`</${tag}>`);
    }
  }
}

export function sanitizeHtml(html: string): string {
  const out: string[] = [];
  write(parseFragment(html).childNodes as Node[], out);
  return out.join('');
}

/** The plain text of an article body (search, summaries). */
export function htmlText(html: string): string {
  const out: string[] = [];
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if (n.nodeName === '#text') out.push((n as DefaultTreeAdapterMap['textNode']).value);
      else if ('childNodes' in n && !droppedWithContent.has((n as Element).tagName))
        walk((n as Element).childNodes as Node[]);
    }
  };
  walk(parseFragment(html).childNodes as Node[]);
  return out.join(' ').replace(/\s+/g, ' ').trim();
}
