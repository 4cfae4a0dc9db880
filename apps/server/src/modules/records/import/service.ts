import { inArray, sql } from 'drizzle-orm';
import type { Language } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { recordImportRuns, samplingRecords } from '../../../db/schema/index.js';
import { warn } from '../../../lib/errors.js';
import { recordTables } from '../definitions.js';
import { writeRecords, type RecordRow } from '../writer.js';
import { decodeText, extensionOf, readTableRows } from './files.js';
import { judgeRecord, parseJudgeLines, readJudgmentText } from './judge-parse.js';
import { basisLinker, substanceLinker } from './links.js';
import { parsePenaltySheet } from './penalty-parse.js';
import { rejectText, type Reject } from './reasons.js';
import { parseSamplingSheet, type HazardItem } from './sampling-parse.js';

/**
 * The record importers behind the back office's upload (preview, then confirm) and
 * `npm run import`: a file is read whole (bounded by `maxImportRows`), each row becomes a record
 * or a rejected line with its reason, and a confirmed import upserts by the natural key (a
 * sampling row's notice and row, a penalty's 文书号, a judgment's 案号), so the same file twice
 * changes nothing. Every run is recorded with its counts and rejects.
 */
export const recordImportModules = ['sampling', 'penalty', 'judge'] as const;
export type RecordImportModule = (typeof recordImportModules)[number];

export interface ParsedImport {
  module: RecordImportModule;
  file: string;
  read: number;
  rows: RecordRow[];
  /** Failing items of each sampling row, by its source key. */
  hazards: Map<string, HazardItem[]>;
  rejects: Reject[];
}

/** Reads a file as the module its format and header say (or the one asked for). */
export async function parseRecordFile(
  filename: string,
  buffer: Buffer,
  module?: RecordImportModule,
): Promise<ParsedImport> {
  const ext = extensionOf(filename);
  const base = { file: filename, hazards: new Map<string, HazardItem[]>() };
  if (ext === 'txt' || ext === 'jsonl') {
    if (module && module !== 'judge') throw warn('importUnknownLayout');
    if (ext === 'jsonl') return { ...base, module: 'judge', ...parseJudgeLines(decodeText(buffer)) };
    const { row, reject } = judgeRecord(readJudgmentText(decodeText(buffer)), 1);
    return { ...base, module: 'judge', read: 1, rows: row ? [row] : [], rejects: reject ? [reject] : [] };
  }
  if (ext !== 'xlsx' && ext !== 'csv') throw warn('importUnknownLayout');
  const table = await readTableRows(filename, buffer);
  const noHeader = (r: Reject[]) => r.length === 1 && r[0]!.code === 'noHeader';
  if (module !== 'penalty' && module !== 'judge') {
    const s = parseSamplingSheet(table);
    if (module === 'sampling' || !noHeader(s.rejects)) {
      const hazards = new Map(s.parsed.map((p) => [String(p.row.sourceKey), p.hazards]));
      return {
        ...base,
        module: 'sampling',
        read: s.read,
        rows: s.parsed.map((p) => p.row),
        hazards,
        rejects: s.rejects,
      };
    }
  }
  if (module === 'judge') throw warn('importUnknownLayout');
  const p = parsePenaltySheet(table);
  if (!module && noHeader(p.rejects)) throw warn('importUnknownLayout');
  return { ...base, module: 'penalty', read: p.read, rows: p.parsed.map((x) => x.row), rejects: p.rejects };
}

const previewMax = 50;
/** What the back office shows before confirming: counts, the first rows, every reject. */
export function previewOf(parsed: ParsedImport, lang: Language) {
  const title = (r: RecordRow) => String(r.productName ?? r.caseName ?? '');
  const date = (r: RecordRow) => String(r.samplingDate ?? r.decisionDate ?? r.judgmentDate ?? '');
  const detail = (r: RecordRow) => {
    if (parsed.module === 'sampling') {
      const items = parsed.hazards.get(String(r.sourceKey)) ?? [];
      return items.length
        ? items.map((h) => `${h.item} ${h.resultText}（${h.limitText}）`).join('；')
        : String(r.result);
    }
    if (parsed.module === 'penalty') return `${r.documentNo} · ${r.authority} · ${r.amount}`;
    return `${r.caseNo} · ${r.court} · ${r.caseKind} ${r.instance}`;
  };
  return {
    module: parsed.module,
    file: parsed.file,
    read: parsed.read,
    valid: parsed.rows.length,
    rows: parsed.rows.slice(0, previewMax).map((r) => ({ title: title(r), date: date(r), detail: detail(r) })),
    rejected: parsed.rejects.map((r) => ({ line: r.line, key: r.key, reason: rejectText(r, lang) })),
  };
}

async function writeHazards(database: Database, parsed: ParsedImport) {
  const keys = [...parsed.hazards.keys()];
  const link = substanceLinker(database);
  for (let i = 0; i < keys.length; i += 1000) {
    const part = keys.slice(i, i + 1000);
    const ids = await database.db
      .select({ id: samplingRecords.id, key: samplingRecords.sourceKey })
      .from(samplingRecords)
      .where(inArray(samplingRecords.sourceKey, part));
    const items: Record<string, unknown>[] = [];
    for (const { id, key } of ids)
      for (const h of parsed.hazards.get(key!) ?? [])
        items.push({
          record_id: id,
          seq: h.seq,
          item: h.item,
          result_text: h.resultText,
          limit_text: h.limitText,
          measured_value: h.measuredValue,
          limit_value: h.limitValue,
          unit: h.unit,
          substance_id: await link(h.item),
          standard_no: h.standardNo,
        });
    if (!ids.length) continue;
    const recordIds = ids.map((x) => x.id);
    // Items a corrected list no longer names go; the others are updated only where they differ.
    await database.rows(sql`delete from sampling_hazards h where h.record_id in ${recordIds}
      and not exists (select 1 from json_to_recordset(${JSON.stringify(items)}::json) as x(record_id int, seq smallint)
                      where x.record_id = h.record_id and x.seq = h.seq)`);
    if (!items.length) continue;
    await database.rows(sql`insert into sampling_hazards (record_id, seq, item, result_text, limit_text, measured_value, limit_value, unit, substance_id, standard_no)
      select * from json_to_recordset(${JSON.stringify(items)}::json) as x(record_id int, seq smallint, item text, result_text text,
        limit_text text, measured_value double precision, limit_value double precision, unit text, substance_id int, standard_no text)
      on conflict (record_id, seq) do update set item = excluded.item, result_text = excluded.result_text,
        limit_text = excluded.limit_text, measured_value = excluded.measured_value, limit_value = excluded.limit_value,
        unit = excluded.unit, substance_id = excluded.substance_id, standard_no = excluded.standard_no
      where (sampling_hazards.item, sampling_hazards.result_text, sampling_hazards.limit_text, sampling_hazards.substance_id,
             sampling_hazards.standard_no) is distinct from (excluded.item, excluded.result_text, excluded.limit_text,
             excluded.substance_id, excluded.standard_no)`);
  }
}

const upsertKeys: Record<RecordImportModule, string> = {
  sampling: 'sourceKey',
  penalty: 'documentNo',
  judge: 'caseNo',
};

export interface ImportRun {
  id: number;
  module: RecordImportModule;
  file: string;
  read: number;
  inserted: number;
  updated: number;
  unchanged: number;
  rejected: Reject[];
}

/** Writes the parsed rows (upsert by natural key), links them, and records the run. */
export async function writeImport(database: Database, parsed: ParsedImport, staffId?: number): Promise<ImportRun> {
  const [run] = await database.db
    .insert(recordImportRuns)
    .values({ module: parsed.module, file: parsed.file.slice(0, 200), read: parsed.read, staffId: staffId ?? null })
    .returning({ id: recordImportRuns.id });
  if (parsed.module === 'penalty') {
    const link = basisLinker(database);
    for (const r of parsed.rows) {
      const { docId, anchor } = await link(String(r.legalBasis ?? ''), String(r.decisionDate));
      r.basisDocId = docId;
      r.basisAnchor = anchor;
    }
  }
  const done = await writeRecords(database, recordTables[parsed.module], parsed.rows, {
    upsertOn: [upsertKeys[parsed.module]],
  });
  if (parsed.module === 'sampling') await writeHazards(database, parsed);
  const counts = { inserted: done.inserted, updated: done.updated, unchanged: done.unchanged };
  await database.rows(sql`update record_import_runs set finished_at = now(), inserted = ${counts.inserted},
    updated = ${counts.updated}, unchanged = ${counts.unchanged}, rejected = ${JSON.stringify(parsed.rejects)}::jsonb
    where id = ${run!.id}`);
  return {
    id: run!.id,
    module: parsed.module,
    file: parsed.file,
    read: parsed.read,
    ...counts,
    rejected: parsed.rejects,
  };
}

/** The run report as `npm run import` prints it. */
export const formatImportRun = (r: ImportRun) =>
  [
    `${r.file} (${r.module}): read ${r.read}, inserted ${r.inserted}, updated ${r.updated}, unchanged ${r.unchanged}, rejected ${r.rejected.length}`,
    ...r.rejected.map((x) => `  line ${x.line} ${x.key || '-'}: ${rejectText(x, 'zh-cn')} / ${rejectText(x, 'en')}`),
  ].join('\n');
