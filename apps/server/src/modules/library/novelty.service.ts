import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Language, LibraryKey, NoveltyStatus } from '@app/contract';
import { limits, noveltyStatuses } from '@app/contract';
import type { Database } from '../../db/client.js';
import { libDocRelations, libDocuments, libNoveltyJobs, libNoveltyRows } from '../../db/schema/index.js';
import type { MemberPrincipal } from '../../lib/context.js';
import { notFound, warn } from '../../lib/errors.js';
import { readXlsxRows, writeXlsx } from '../../lib/xlsx.js';
import { numberKeys } from '../../lib/search/number.js';
import { column, noveltyLabel, sheet } from './texts.js';
import { isHeaderRow, nearNumberKey } from './novelty-header.js';
import { validityLabel } from './status.js';

type Mode = 'number' | 'title' | 'auto';
type Job = typeof libNoveltyJobs.$inferSelect;
const CHUNK = 250;

const toJob = (j: Job) => ({
  id: j.id,
  createdAt: j.createdAt,
  mode: j.mode as Mode,
  fileName: j.fileName,
  state: j.state as 'running' | 'done' | 'failed',
  total: j.total,
  done: j.done,
  counts: Object.fromEntries(noveltyStatuses.map((s) => [s, j.counts[s] ?? 0])) as Record<NoveltyStatus, number>,
});

export async function noveltyTemplate(lang: Language) {
  return writeXlsx({
    sheetName: sheet('template', lang),
    columns: [{ header: column('templateHeader', lang), key: 'q', width: 40 }],
    rows: [{ q: 'GB 2760-2014' }, { q: 'GB 7718-2011' }, { q: '食品安全国家标准 预包装食品营养标签通则' }],
  });
}

/** Reads the upload (xlsx only, 1..1000 rows after an optional header row) before any work. */
export async function readNoveltyFile(buffer: Buffer): Promise<string[]> {
  const rows = await readXlsxRows(buffer, { maxRows: limits.noveltyMaxRecords + 1 });
  const values = rows.map((r) => r.find((c) => c !== '') ?? '');
  if (isHeaderRow(values[0] ?? '')) values.shift();
  if (values.length > limits.noveltyMaxRecords) throw warn('noveltyTooMany');
  if (!values.length) throw warn('fileEmpty');
  return values.map((v) => v.slice(0, 300));
}

export async function startNovelty(
  database: Database,
  library: LibraryKey,
  member: MemberPrincipal,
  mode: Mode,
  fileName: string,
  buffer: Buffer,
) {
  const inputs = await readNoveltyFile(buffer);
  const [job] = await database.db
    .insert(libNoveltyJobs)
    .values({
      memberId: member.id,
      customerId: member.customerId,
      library,
      mode,
      fileName: fileName.slice(0, 200),
      total: inputs.length,
    })
    .returning();
  // Runs after the answer: the page polls the job row for progress.
  const run = runNovelty(database, job!, inputs).catch(async () => {
    await database.db
      .update(libNoveltyJobs)
      .set({ state: 'failed', finishedAt: new Date().toISOString() })
      .where(eq(libNoveltyJobs.id, job!.id));
  });
  running.set(job!.id, run);
  void run.finally(() => running.delete(job!.id));
  return toJob(job!);
}

/** Jobs in flight in this process (tests and shutdown can wait for them). */
export const running = new Map<number, Promise<unknown>>();

const squash = (s: string) =>
  s
    .normalize('NFKC')
    .replace(/[\s《》“”"'·]/g, '')
    .toLowerCase();

type Cand = {
  id: number;
  title: string;
  numberKey: string | null;
  numberCode: string | null;
  numberDigits: string | null;
  validity: number;
  endedBy: string | null;
  publishDate: string | null;
};

async function candidates(database: Database, library: LibraryKey, inputs: string[], mode: Mode) {
  const keys = mode === 'title' ? [] : inputs.map((i) => numberKeys(i)).filter((k) => !!k);
  const numberConds = [...new Set(keys.map((k) => k!.key).filter(Boolean))].map((k) => sql`${k}`);
  const codes = [...new Set(keys.map((k) => k!.code).filter(Boolean))].map((k) => sql`${k}`);
  const digits = [...new Set(keys.filter((k) => !k!.code).map((k) => k!.digits))].map((k) => sql`${k}`);
  const ors: ReturnType<typeof sql>[] = [];
  if (numberConds.length) ors.push(sql`number_key in (${sql.join(numberConds, sql`, `)})`);
  if (codes.length) ors.push(sql`number_code in (${sql.join(codes, sql`, `)})`);
  if (digits.length) ors.push(sql`number_digits in (${sql.join(digits, sql`, `)})`);
  const titles =
    mode === 'number' ? [] : [...new Set(inputs.filter((i) => mode === 'title' || !numberKeys(i)).map(squash))];
  const cols = sql`id, title, number_key as "numberKey", number_code as "numberCode", number_digits as "numberDigits", validity, ended_by as "endedBy", publish_date as "publishDate"`;
  const byNumber = ors.length
    ? await database.rows<Cand>(
        sql`select ${cols} from lib_documents where library = ${library} and module in ('biaozhun', 'fagui', 'coStandard') and (${sql.join(ors, sql` or `)})`,
      )
    : [];
  // One pass over titles for the whole file (a title has no index key; 1000 per scan at most).
  const byTitle = titles.length
    ? await database.rows<Cand>(
        sql`select ${cols} from lib_documents where library = ${library} and module in ('biaozhun', 'fagui', 'coStandard') and lower(regexp_replace(title, '[[:space:]《》“”"''·]', '', 'g')) in (${sql.join(
          titles.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      )
    : [];
  return { byNumber, byTitle, older: await olderEditions(database, byNumber, cols) };
}

/** For each held edition found by number, the documents it replaces (an earlier edition may be held without a number). */
async function olderEditions(database: Database, found: Cand[], cols: ReturnType<typeof sql>) {
  const ids = found.filter((c) => c.numberKey).map((c) => sql`${c.id}`);
  const rows = ids.length
    ? await database.rows<Cand & { newerId: number }>(sql`select r.from_id as "newerId", ${cols}
        from lib_doc_relations r join lib_documents d on d.id = r.to_id
        where r.kind = 'replaces' and r.from_id in (${sql.join(ids, sql`, `)})`)
    : [];
  const out = new Map<number, Cand[]>();
  for (const r of rows) out.set(r.newerId, [...(out.get(r.newerId) ?? []), r]);
  return out;
}

type Found = Awaited<ReturnType<typeof candidates>>;
const yearOf = (key: string | null) => Number(/-(\d{4})$/.exec(key ?? '')?.[1] ?? 0);

/**
 * The document one input names. A number with a year is that edition; when that edition is not held by its number
 * but the standard is, the answer is inferred through the base number: the edition held without a number just
 * before the next held edition (GB 29922-2013 → the edition GB 29922-2025 replaces, in force until 2027-09-02).
 */
export function resolveRow(input: string, mode: Mode, found: Found): { doc: Cand | undefined; inferred: boolean } {
  const keys = mode === 'title' ? null : numberKeys(input);
  const { byNumber, byTitle, older } = found;
  let doc: Cand | undefined;
  if (keys?.key) doc = best(byNumber.filter((c) => c.numberKey === keys.key));
  else if (keys?.code) doc = best(byNumber.filter((c) => c.numberCode === keys.code));
  else if (keys) doc = best(byNumber.filter((c) => c.numberDigits === keys.digits));
  if (!doc && keys?.key && keys.code) {
    const year = yearOf(keys.key);
    const next = byNumber
      .filter((c) => c.numberCode === keys.code && c.numberKey && yearOf(c.numberKey) > year)
      .sort((a, b) => yearOf(a.numberKey) - yearOf(b.numberKey))[0];
    const unnumbered = next ? (older.get(next.id) ?? []).filter((c) => !c.numberKey) : [];
    if (unnumbered.length === 1) return { doc: unnumbered[0], inferred: true };
  }
  if (!doc && mode !== 'number') doc = best(byTitle.filter((c) => squash(c.title) === squash(input)));
  return { doc, inferred: false };
}

// Prefer the version in force, then the newest: `GB 2760` means the standard as it stands.
const rank = (c: Cand) =>
  (c.validity === 2 ? 3 : c.validity === 1 ? 2 : 1) * 1e9 + Number((c.publishDate ?? '0000').slice(0, 4)) * 1e4;
const best = (cs: Cand[]) => cs.sort((a, b) => rank(b) - rank(a))[0];

/** The newest version of each document, following "replaced by" links for a whole chunk at once. */
async function newestVersions(database: Database, ids: number[]) {
  const newer = new Map<number, number>();
  let frontier = [...new Set(ids)];
  for (let depth = 0; frontier.length && depth < 30; depth++) {
    const rels = await database.db
      .select({ fromId: libDocRelations.fromId, toId: libDocRelations.toId })
      .from(libDocRelations)
      .where(and(eq(libDocRelations.kind, 'replaces'), inArray(libDocRelations.toId, frontier)));
    frontier = [];
    for (const r of rels)
      if (!newer.has(r.toId)) {
        newer.set(r.toId, r.fromId);
        frontier.push(r.fromId);
      }
  }
  return (id: number) => {
    const seen = new Set([id]);
    let at = id;
    for (let n = newer.get(at); n !== undefined && !seen.has(n); n = newer.get(at)) {
      seen.add(n);
      at = n;
    }
    return at;
  };
}

function verdict(doc: Cand | undefined, newest: (id: number) => number) {
  if (!doc) return { result: 'notFound' as NoveltyStatus, docId: null, replacedById: null };
  const end = newest(doc.id);
  // A later edition that is not in force yet leaves this one current until that day.
  if (end !== doc.id)
    return {
      result: (doc.validity === 2 || doc.validity === 8 ? 'toBeReplaced' : 'replaced') as NoveltyStatus,
      docId: doc.id,
      replacedById: end,
    };
  const result: NoveltyStatus =
    doc.validity === 1
      ? 'toBeImplemented'
      : doc.validity === 3 && doc.endedBy === 'replaced'
        ? 'replaced'
        : doc.validity === 3 || doc.validity === 7
          ? 'abolished'
          : 'current';
  return { result, docId: doc.id, replacedById: null };
}

export async function runNovelty(database: Database, job: Job, inputs: string[]) {
  const { db } = database;
  const counts: Record<string, number> = {};
  const mode = job.mode as Mode;
  for (let start = 0; start < inputs.length; start += CHUNK) {
    const chunk = inputs.slice(start, start + CHUNK);
    const found = await candidates(database, job.library as LibraryKey, chunk, mode);
    const newest = await newestVersions(
      database,
      [...found.byNumber, ...found.byTitle, ...[...found.older.values()].flat()].map((c) => c.id),
    );
    const rows = [];
    for (const [i, input] of chunk.entries()) {
      const { doc, inferred } = resolveRow(input, mode, found);
      const v = verdict(doc, newest);
      counts[v.result] = (counts[v.result] ?? 0) + 1;
      rows.push({ jobId: job.id, row: start + i + 1, input, ...v, inferred });
    }
    await db.insert(libNoveltyRows).values(rows);
    await db
      .update(libNoveltyJobs)
      .set({ done: start + chunk.length, counts: { ...counts } })
      .where(eq(libNoveltyJobs.id, job.id));
  }
  await db
    .update(libNoveltyJobs)
    .set({ state: 'done', finishedAt: new Date().toISOString() })
    .where(eq(libNoveltyJobs.id, job.id));
}

async function ownJob(database: Database, member: MemberPrincipal, library: LibraryKey, id: number) {
  const [job] = await database.db
    .select()
    .from(libNoveltyJobs)
    .where(and(eq(libNoveltyJobs.id, id), eq(libNoveltyJobs.memberId, member.id), eq(libNoveltyJobs.library, library)));
  if (!job) throw notFound();
  return job;
}

export async function noveltyJob(database: Database, member: MemberPrincipal, library: LibraryKey, id: number) {
  return toJob(await ownJob(database, member, library, id));
}

/** For each entry not found, the held standard its near number names (GB 276O-2024 → GB 2760-2024). */
async function suggestions(database: Database, library: string, inputs: string[]) {
  const keys = new Map(inputs.map((i) => [i, nearNumberKey(i)] as const).filter((e): e is [string, string] => !!e[1]));
  if (!keys.size) return new Map<string, string>();
  const held = await database.db
    .select({ key: libDocuments.numberKey, docNumber: libDocuments.docNumber })
    .from(libDocuments)
    .where(and(eq(libDocuments.library, library), inArray(libDocuments.numberKey, [...new Set(keys.values())])));
  const byKey = new Map(held.map((h) => [h.key, h.docNumber]));
  return new Map([...keys].flatMap(([input, key]) => (byKey.get(key) ? [[input, byKey.get(key)!] as const] : [])));
}

async function resultRows(
  database: Database,
  job: Job,
  q: { result?: NoveltyStatus; limit: number; offset: number },
  lang: Language,
) {
  const jobId = job.id;
  const where = and(eq(libNoveltyRows.jobId, jobId), q.result ? eq(libNoveltyRows.result, q.result) : undefined);
  const rows = await database.db
    .select()
    .from(libNoveltyRows)
    .where(where)
    .orderBy(libNoveltyRows.row)
    .limit(q.limit)
    .offset(q.offset);
  const ids = [...new Set(rows.flatMap((r) => [r.docId, r.replacedById]).filter((x): x is number => x !== null))];
  const docs = ids.length
    ? await database.db
        .select({
          id: libDocuments.id,
          docNumber: libDocuments.docNumber,
          title: libDocuments.title,
          validity: libDocuments.validity,
          endedBy: libDocuments.endedBy,
          implementDate: libDocuments.implementDate,
        })
        .from(libDocuments)
        .where(inArray(libDocuments.id, ids))
    : [];
  const byId = new Map(docs.map((d) => [d.id, d]));
  const [{ n } = { n: 0 }] = await database.db.select({ n: count() }).from(libNoveltyRows).where(where);
  const near = await suggestions(
    database,
    job.library,
    rows.filter((r) => r.result === 'notFound').map((r) => r.input),
  );
  return {
    total: Number(n),
    list: rows.map((r) => {
      const d = r.docId ? byId.get(r.docId) : undefined;
      const by = r.replacedById ? byId.get(r.replacedById) : undefined;
      return {
        row: r.row,
        input: r.input,
        result: r.result as NoveltyStatus,
        docId: r.docId,
        docNumber: d?.docNumber ?? null,
        title: d?.title ?? null,
        validity: d?.validity ?? null,
        implementDate: d?.implementDate ?? null,
        replacedById: r.replacedById,
        replacedByNumber: by?.docNumber ?? null,
        replacedByTitle: by?.title ?? null,
        replacedByImplementDate: by?.implementDate ?? null,
        // Read now from the document, never copied into the row: the status is today's.
        statusLabel: d ? validityLabel(d.validity, lang, d.endedBy) : null,
        inferred: r.inferred,
        suggestion: r.result === 'notFound' ? (near.get(r.input) ?? null) : null,
      };
    }),
  };
}

export async function noveltyResults(
  database: Database,
  member: MemberPrincipal,
  library: LibraryKey,
  q: { id: number; page: number; pageSize: number; result?: NoveltyStatus },
  lang: Language = 'zh-cn',
) {
  const job = await ownJob(database, member, library, q.id);
  const { list, total } = await resultRows(
    database,
    job,
    { result: q.result, limit: q.pageSize, offset: (q.page - 1) * q.pageSize },
    lang,
  );
  return { list, total, page: q.page, pageSize: q.pageSize, job: toJob(job) };
}

export async function noveltyExport(
  database: Database,
  member: MemberPrincipal,
  library: LibraryKey,
  id: number,
  lang: Language,
) {
  const job = await ownJob(database, member, library, id);
  const { list } = await resultRows(database, job, { limit: limits.noveltyMaxRecords, offset: 0 }, lang);
  const keys = [
    'row',
    'input',
    'result',
    'docNumber',
    'title',
    'status',
    'implementDate',
    'replacedByNumber',
    'replacedByTitle',
    'replacedByImplementDate',
  ] as const;
  return writeXlsx({
    sheetName: sheet('novelty', lang),
    columns: keys.map((k) => ({
      header: column(k, lang),
      key: k,
      width: k === 'title' || k === 'replacedByTitle' || k === 'input' ? 40 : 18,
    })),
    rows: list.map((r) => ({
      ...r,
      result: noveltyLabel(r.result, lang),
      status: r.statusLabel ?? '',
    })),
  });
}

export async function noveltyRecords(
  database: Database,
  member: MemberPrincipal,
  library: LibraryKey,
  q: { page: number; pageSize: number },
) {
  const where = and(eq(libNoveltyJobs.memberId, member.id), eq(libNoveltyJobs.library, library));
  const [rows, [{ n } = { n: 0 }]] = await Promise.all([
    database.db
      .select()
      .from(libNoveltyJobs)
      .where(where)
      .orderBy(desc(libNoveltyJobs.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize),
    database.db.select({ n: count() }).from(libNoveltyJobs).where(where),
  ]);
  return { list: rows.map(toJob), total: Number(n), page: q.page, pageSize: q.pageSize };
}
