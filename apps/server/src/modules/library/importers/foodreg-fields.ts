import type { DocModule } from '@app/contract';

/**
 * Fields of the regulatory documents file (orders, standard announcements, reply letters) read
 * from what each text states about itself: a date, issuer or number is taken only from the
 * row's own fields, a labelled line (发布日期：, 发布单位：, 文号：) or the signature before the
 * closing date; where the text states none the field stays empty, never guessed.
 */
export interface FoodregLine {
  title?: string;
  issuing_body?: string | null;
  document_number?: string | null;
  release_date?: string | null;
  effective_date?: string | null;
  kind?: string | null;
  source_path?: string;
  text?: string;
}

const pad = (n: string) => n.padStart(2, '0');
/** 2013年2月16日, 2013-05-15 or 2013-5-15 as YYYY-MM-DD; a year alone is no date. */
export function isoDate(s?: string | null): string | undefined {
  if (!s) return undefined;
  const m = /(\d{4})\s*(?:年|-|\/|\.)\s*(\d{1,2})\s*(?:月|-|\/|\.)\s*(\d{1,2})/.exec(s);
  if (!m) return undefined;
  const [y, mo, d] = [m[1]!, pad(m[2]!), pad(m[3]!)];
  return Number(mo) >= 1 && Number(mo) <= 12 && Number(d) >= 1 && Number(d) <= 31 ? `${y}-${mo}-${d}` : undefined;
}

// A label at the start of a line or after markup, so 答复日期 is not read as 日期.
const labelled = (text: string, labels: string) =>
  new RegExp(`(?:^|[\\s>*|])(?:${labels})\\s*(?:\\*\\*)?\\s*[:：]\\s*(?:\\*\\*)?\\s*([^\\n>]+)`)
    .exec(text)?.[1]
    ?.trim();

/** Bodies end in an issuer's name: 委, 委员会, 总局, 部, 办公厅, 局, 院, 司, 中心. */
const ISSUER = /^[\u4e00-\u9fa5、]{2,40}(?:委|委员会|总局|部|办公厅|局|院|司|中心)$/;
/** A source label, not an issuer ("NHC HTML", "PDF文件（用户提供）"). */
const NOT_ISSUER = /HTML|PDF|用户提供|文件/;

/** The signature: the name on the line (or sentence) before the text's last full date. */
function signature(text: string): { issuer?: string; date?: string } {
  const dates = [...text.matchAll(/\d{4}年\d{1,2}月\d{1,2}日|\d{4}-\d{2}-\d{2}/g)];
  const last = dates.at(-1);
  if (!last) return {};
  const before = text.slice(Math.max(0, last.index - 80), last.index);
  const parts = before.split(/[。！？：:\n>]/).map((p) => p.replace(/[\s\u3000]+/g, '、').replace(/^、|、$/g, ''));
  const name = parts.reverse().find((p) => p.length > 0);
  return { issuer: name && ISSUER.test(name) ? name : undefined, date: isoDate(last[0]) };
}

export function issuerOf(l: FoodregLine, text: string): string | undefined {
  if (l.issuing_body && !NOT_ISSUER.test(l.issuing_body)) return l.issuing_body.trim();
  const stated = labelled(text, '发布单位|发布机构|发文机关');
  if (stated && ISSUER.test(stated.replace(/[\s\u3000]+/g, ''))) return stated.replace(/[\s\u3000]+/g, '');
  return signature(text).issuer;
}

/** The date the issuer signed, else the stated release date (a signature names the letter's own date). */
export function dateOf(l: FoodregLine, text: string): string | undefined {
  const signed = signature(text);
  if (signed.issuer && signed.date) return signed.date;
  return isoDate(l.release_date) ?? isoDate(labelled(text, '发布日期|发布时间|日期'));
}

/**
 * A standard announcement whose text is not an announcement (the file holds a standard's text
 * under the announcement's title): its title stands, the text is not shown as the announcement's.
 */
export const wrongText = (l: FoodregLine, text: string) => l.kind === 'announcements-standards' && !/公告/.test(text);

/** 文号 as stated: the row's own, a labelled 文号/来源 line, a 〔year〕 number at the head, or the announcement number of the title. */
export function numberOf(l: FoodregLine, text: string): string | undefined {
  if (l.document_number?.trim()) return l.document_number.trim();
  const head = text.slice(0, 400);
  const letter = /(?:文号|来源)\s*(?:\*\*)?\s*[:：]\s*(?:\*\*)?\s*([\u4e00-\u9fa5]{1,12}〔\d{4}〕\d+号)/.exec(
    text,
  )?.[1];
  if (letter) return letter;
  const quoted = /^>\s*([\u4e00-\u9fa5]{1,12}〔\d{4}〕\d+号)/m.exec(head)?.[1];
  if (quoted) return quoted;
  const notice = labelled(head, '公告编号');
  if (notice) return notice.replace(/\s+/g, '');
  return /（(\d{4}年\s*第\s*\d+号)）\s*$/.exec(l.title ?? '')?.[1]?.replace(/\s+/g, '');
}

/** Reply letters are regulatory Q&A; standard announcements are standard notices; orders are rules. */
export function moduleOf(l: FoodregLine): DocModule {
  const kind = l.kind ?? '';
  const title = l.title ?? '';
  if (kind === 'announcements-standards') return 'standard_notify';
  if (/复函|答复|提案|建议/.test(kind) || /函$|答复|复函|提案/.test(title)) return 'statuteQA';
  if (/令第\d+号/.test(l.document_number ?? '')) return 'fagui';
  return 'notice';
}

/** A file name as title (GB14880-2012_发布公告_2012年第4号): the heading lines of the text name the document. */
export function titleOf(l: FoodregLine, text: string): string {
  const title = (l.title ?? '').trim();
  if (!/_/.test(title)) return title;
  const heading = text
    .split('\n')
    .map((s) => s.trim())
    .slice(0, 6);
  const lines: string[] = [];
  for (const s of heading) {
    if (!s) break;
    lines.push(s);
    if (/公告(（[^）]*）)?$/.test(s)) break;
  }
  const joined = lines.join('');
  return /公告/.test(joined) && joined.length < 200 ? joined : title;
}

/** Standard numbers a text names (GB 2762-2025, GB/T 5009.3-2016, GB1886.1-2015). */
export const standardNumbers = (text: string) => [
  ...new Set(
    [...text.matchAll(/GB(?:\/T)?\s*\d{1,5}(?:\.\d{1,3})*\s*[-—－]\s*\d{4}/g)].map((m) => m[0].replace(/\s+/g, ' ')),
  ),
];
