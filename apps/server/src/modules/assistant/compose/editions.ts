import { sql } from 'drizzle-orm';
import { docModuleSchema, moduleContentPath, type LibraryKey } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { queryTokens } from '../../../lib/search/segment.js';
import { editionState } from '../../library/editions.js';
import { today } from '../../library/dates.js';
import type { Reader } from '../retrieval.js';
import { mayReadDocument } from './access.js';
import { DraftBuilder, type Draft } from './draft.js';
import type { Intent } from './intent.js';

/**
 * Editions and validity of a standard, read live at answer time. The state of each edition is
 * the library's own rule (`editionState`) applied to the dates in the documents table on the
 * China-time day, so an edition whose successor has taken effect is never called current, even
 * before the daily label job has rewritten the stored validity.
 */
interface DocRow {
  id: number;
  library: string;
  module: string;
  docNumber: string;
  title: string;
  code: string;
  key: string | null;
  validity: number;
  publishDate: string | null;
  implementDate: string | null;
  abolishDate: string | null;
}

interface Edition extends DocRow {
  state: number;
  /** The edition that replaced this one (state 3 with a successor in effect). */
  replacedBy?: Edition;
}

const columns = sql`id, library, module, doc_number as "docNumber", title, number_code as code, number_key as key, validity,
  publish_date::text as "publishDate", implement_date::text as "implementDate", abolish_date::text as "abolishDate"`;

const yearOf = (e: DocRow) => Number(/-(\d{4})$/.exec(e.key ?? '')?.[1] ?? e.publishDate?.slice(0, 4) ?? 0);
const byAge = (a: DocRow, b: DocRow) =>
  yearOf(a) - yearOf(b) || (a.publishDate ?? '').localeCompare(b.publishDate ?? '') || a.id - b.id;

// Words of a validity question that are not part of a standard's title.
const notTitle =
  /现行|最新|哪一版|哪个版本|哪版|版本|是什么|是哪个|是哪一个|什么时候|何时|实施日期|实施时间|实施|几时|还有效吗|是否有效|有效吗|还能用吗|能用吗|有效|废止|作废|替代|标准|的|吗|呢|？|\?|，|。|\s/g;

/** The standard a question names by its title ("预包装食品标签通则现行是哪一版"), through the title index. */
async function codeByTitle(database: Database, rest: string): Promise<string | null> {
  const core = rest.replace(notTitle, '');
  if (core.length < 4 || !/\p{Script=Han}/u.test(core)) return null;
  const tokens = queryTokens(core).filter((t) => t.length > 1);
  if (!tokens.length) return null;
  const query = tokens.map((w) => `'${w.replace(/'/g, "''")}'`).join(' & ');
  const rows = await database.rows<{ code: string; title: string }>(sql`
    select number_code as code, title from lib_documents
    where module = 'biaozhun' and number_code is not null and title_tsv @@ ${query}::tsquery
    order by publish_date desc nulls last limit 50`);
  const hit =
    rows.find((r) =>
      r.title
        .replace(/\s/g, '')
        .replace(/^食品安全国家标准/, '')
        .includes(core),
    ) ?? rows.find((r) => core.includes(r.title.replace(/\s/g, '').replace(/^食品安全国家标准/, '')));
  return hit?.code ?? null;
}

/** Every edition of a standard with its state today, oldest first. */
export async function editionsOf(database: Database, code: string, day = today()): Promise<Edition[]> {
  const rows = await database.rows<DocRow>(
    sql`select ${columns} from lib_documents where number_code = ${code} and module = 'biaozhun' order by id limit 50`,
  );
  const sorted = rows.sort(byAge);
  const editions: Edition[] = sorted.map((e, i) => ({
    ...e,
    state: e.key ? editionState(e, sorted.slice(i + 1), day).validity : e.validity,
  }));
  for (const [i, e] of editions.entries())
    if (e.state === 3) e.replacedBy = editions.slice(i + 1).find((x) => x.state === 2 || x.state === 3);
  return editions;
}

const stateZh = (e: Edition) =>
  e.state === 1
    ? '即将实施'
    : e.state === 2
      ? '现行有效'
      : e.state === 3 && e.replacedBy
        ? `被替代（由 ${e.replacedBy.docNumber} 替代，${e.replacedBy.implementDate ?? ''} 起）`
        : e.state === 3
          ? '废止'
          : '状态未知';

/** The catalogue record quoted by the answer: number, title, dates and today's state. */
export function recordText(e: Edition): string {
  return [
    `${e.docNumber} ${e.title}`,
    e.publishDate ? `发布日期 ${e.publishDate}` : '',
    e.implementDate ? `实施日期 ${e.implementDate}` : '',
    `状态 ${stateZh(e)}`,
  ]
    .filter(Boolean)
    .join('；');
}

function hrefOf(e: Edition): string {
  const module = docModuleSchema.safeParse(e.module);
  return module.success ? `${moduleContentPath(e.library as LibraryKey, module.data)}?itemid=${e.id}` : '';
}

/** Answers "which edition / in force / when" from the editions of the standard the question names. */
export async function composeEditions(
  database: Database,
  intent: Intent,
  reader: Reader,
  lang: DraftBuilder['lang'],
): Promise<Draft | null> {
  const code = intent.numberCode ?? (intent.asksValidity ? await codeByTitle(database, intent.rest) : null);
  if (!code) return null;
  const editions = (await editionsOf(database, code)).filter((e) => mayReadDocument(reader, e.library, e.module));
  if (!editions.length) return null;
  const asked = intent.numberKey ? editions.find((e) => e.key === intent.numberKey) : undefined;
  if (intent.numberKey && !asked) return null;
  // A number alone with a question about something else (a limit in GB 2762) is not an editions question.
  if (!intent.asksValidity && !intent.asksDate) return null;

  const inForce = [...editions].reverse().find((e) => e.state === 2);
  const pending = editions.find((e) => e.state === 1 && (!inForce || byAge(e, inForce) > 0));
  const b = new DraftBuilder(lang);
  // The edition in force first, then the one to come, then the older ones, newest first.
  const order = [inForce, pending, asked, ...[...editions].reverse()].filter((e): e is Edition => !!e);
  const ref = new Map<number, number>();
  for (const e of order)
    if (!ref.has(e.id))
      ref.set(
        e.id,
        b.source(`doc:${e.id}`, {
          passageId: null,
          kind: 'document',
          docId: e.id,
          docVersion: null,
          library: e.library,
          validity: e.state,
          anchor: '',
          label: e.docNumber,
          sourceTitle: `${e.docNumber} ${e.title}`,
          text: recordText(e),
          href: hrefOf(e),
        }),
      );
  const num = (e: Edition) => ({ source: ref.get(e.id)!, quote: e.docNumber });
  const impl = (e: Edition) =>
    e.implementDate ? [{ source: ref.get(e.id)!, quote: `实施日期 ${e.implementDate}` }] : [num(e)];

  const subject = asked ?? pending ?? inForce ?? editions[editions.length - 1]!;
  if (subject.state === 1) {
    const cites = [...impl(subject), ...(inForce ? [num(inForce)] : [])];
    b.say(
      `${subject.docNumber} 于 ${subject.implementDate ?? '（实施日期未载明）'} 实施${inForce ? `；在此之前 ${inForce.docNumber} 现行有效` : '，目前尚未实施'}。`,
      `${subject.docNumber} takes effect on ${subject.implementDate ?? '(date not stated)'}${inForce ? `; until then ${inForce.docNumber} remains in force` : ' and is not yet in force'}.`,
      cites,
    );
  } else if (subject.state === 3) {
    const by = subject.replacedBy;
    if (by)
      b.say(
        `${subject.docNumber} 已被 ${by.docNumber} 替代（${by.implementDate ?? ''} 起），不再现行有效${inForce && inForce.id !== by.id ? `；现行有效的是 ${inForce.docNumber}` : ''}。`,
        `${subject.docNumber} was replaced by ${by.docNumber} from ${by.implementDate ?? ''} and is no longer in force${inForce && inForce.id !== by.id ? `; the edition in force is ${inForce.docNumber}` : ''}.`,
        [num(subject), ...impl(by)],
      );
    else
      b.say(
        `${subject.docNumber} 已废止${subject.abolishDate ? `（${subject.abolishDate}）` : ''}。`,
        `${subject.docNumber} has been abolished${subject.abolishDate ? ` (${subject.abolishDate})` : ''}.`,
        [num(subject)],
      );
  } else if (subject.state === 2) {
    const previous = editions.filter((e) => byAge(e, subject) < 0).pop();
    if (asked || intent.asksDate)
      b.say(
        `${subject.docNumber} 于 ${subject.implementDate ?? '（实施日期未载明）'} 实施，现行有效${previous ? `，替代了 ${previous.docNumber}` : ''}。`,
        `${subject.docNumber} took effect on ${subject.implementDate ?? '(date not stated)'} and is in force${previous ? `; it replaced ${previous.docNumber}` : ''}.`,
        [...impl(subject), ...(previous ? [num(previous)] : [])],
      );
    else
      b.say(
        `现行有效的版本是 ${subject.docNumber}（${subject.implementDate ?? '实施日期未载明'} 实施）${previous ? `，它替代了 ${previous.docNumber}` : ''}。`,
        `The edition in force is ${subject.docNumber} (in force since ${subject.implementDate ?? '(date not stated)'})${previous ? `; it replaced ${previous.docNumber}` : ''}.`,
        [...impl(subject), ...(previous ? [num(previous)] : [])],
      );
    if (pending)
      b.say(
        `${pending.docNumber} 已发布，将于 ${pending.implementDate ?? ''} 实施并替代 ${subject.docNumber}。`,
        `${pending.docNumber} has been published and will replace ${subject.docNumber} on ${pending.implementDate ?? ''}.`,
        impl(pending),
      );
  } else {
    b.say(
      `${subject.docNumber} 的状态在本库中未载明。`,
      `This database does not state the validity of ${subject.docNumber}.`,
      [num(subject)],
    );
  }
  return { route: 'edition', sentences: b.sentences, sources: b.sources };
}
