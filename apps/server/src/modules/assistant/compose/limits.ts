import type { Database } from '../../../db/client.js';
import { applicableLimits, limitsForSubstance, sourceDocuments, type SourceDoc } from '../../limits/limits.repo.js';
import { DraftBuilder, type Draft } from './draft.js';
import { foodScore, foodWords } from './food-words.js';
import type { Intent } from './intent.js';
import type { NamedSubstance } from './substances.js';

/**
 * A limit question (substance × food) answered from the limits model: the governing row per
 * jurisdiction (the model's inheritance decides which row governs a food), with its source
 * document's validity read live. A row of a replaced edition is history: said so, with what
 * replaced it, never as the limit in force.
 */
const typeZh: Record<string, string> = {
  ML: '限量',
  MRL: '最大残留限量',
  ND: '限量（不得检出）',
  exempt: '免订容许量',
  SML: '特定迁移限量',
  QM: '最大残留量',
};
const typeEn: Record<string, string> = {
  ML: 'maximum level',
  MRL: 'maximum residue limit',
  ND: 'limit (not detectable)',
  exempt: 'exemption from a tolerance',
  SML: 'specific migration limit',
  QM: 'maximum quantity',
};
const placeZh: Record<string, string> = { CN: '中国', EU: '欧盟', TW: '中国台湾地区' };
const placeEn: Record<string, string> = { CN: 'China', EU: 'the EU', TW: 'Taiwan region of China' };

type Row = Awaited<ReturnType<typeof limitsForSubstance>>[number];
type Governing = Awaited<ReturnType<typeof applicableLimits>>[number];

/** The value as the source prints it when plain, else the number and unit (EU "0,15 mg/kg" → 0.15 mg/kg). */
export function shownValue(r: { valueRaw: string; value: number | null; unit: string }): string {
  const raw = r.valueRaw.trim();
  const plain = /^[\d.]+$/.test(raw);
  const number = plain ? raw : r.value !== null ? String(r.value) : raw;
  const note = /[（(]([^）)]+)[)）]/.exec(raw)?.[1];
  const unit = r.unit && !number.includes(r.unit) ? ` ${r.unit}` : '';
  return `${number}${unit}${note ? `（${note}）` : ''}`;
}

export function limitRecord(r: Governing, s: NamedSubstance, place: string): string {
  return [
    `${s.nameZh}${s.nameEn ? `（${s.nameEn}）` : ''}`,
    place,
    [r.sourceDoc, r.sourceTable].filter(Boolean).join(' '),
    `食品 ${r.foodLabel}`,
    `${typeZh[r.limitType] ?? r.limitType} ${shownValue(r)}${r.limitFor ? `（${r.limitFor}）` : ''}`,
    r.valueRaw && r.valueRaw !== shownValue(r) ? `原文 ${r.valueRaw}` : '',
    r.basis ? `以 ${r.basis}` : '',
    r.footnotes ? `注 ${r.footnotes}` : '',
    r.caveat ? `说明 ${r.caveat}` : '',
  ]
    .filter(Boolean)
    .join('；');
}

interface Pick {
  substance: NamedSubstance;
  jurisdiction: string;
  rows: Governing[];
  score: number;
}

/** Per jurisdiction, the best-matching row's food node and the rows that govern there. */
async function governing(
  database: Database,
  substance: NamedSubstance,
  words: string[],
  jurisdictions: string[],
): Promise<Pick[]> {
  const rows = (await limitsForSubstance(database, substance.id)).filter((r) => !r.demo && !r.flagged);
  const picks: Pick[] = [];
  for (const j of jurisdictions) {
    let best: { row: Row; score: number } | undefined;
    for (const r of rows.filter((x) => x.jurisdiction === j)) {
      const score = words.length ? foodScore(words, r.foodLabel, r.foodNameZh, r.foodNameEn) : 0;
      if (score > (best?.score ?? 0)) best = { row: r, score };
    }
    if (!best) continue;
    const applied = await applicableLimits(database, {
      substanceId: substance.id,
      foodNodeId: best.row.foodNodeId,
      jurisdictions: [j],
    });
    const effective = applied.filter((a) => a.effective && !a.demo).slice(0, 3);
    if (effective.length) picks.push({ substance, jurisdiction: j, rows: effective, score: best.score });
  }
  return picks;
}

export interface LimitFindings {
  picks: Pick[];
  docs: Map<number, SourceDoc>;
}

/** The governing rows for the substances and food a question names, best match first per jurisdiction. */
export async function findLimits(
  database: Database,
  question: string,
  substances: NamedSubstance[],
  jurisdictions: string[],
): Promise<LimitFindings> {
  const words = foodWords(
    question,
    substances.map((s) => s.matched),
  );
  let picks: Pick[] = [];
  for (const s of substances.slice(0, 3)) {
    const found = await governing(database, s, words, jurisdictions);
    // Two substances may share a name (土霉素 as a pesticide and as a veterinary drug): the closer food wins.
    for (const p of found) {
      const other = picks.find((x) => x.jurisdiction === p.jurisdiction);
      if (!other) picks.push(p);
      else if (p.score > other.score) picks = picks.map((x) => (x === other ? p : x));
    }
  }
  const docIds = [...new Set(picks.flatMap((p) => p.rows.map((r) => r.docId)).filter((d): d is number => d !== null))];
  return { picks, docs: await sourceDocuments(database, docIds) };
}

/**
 * The food as the sentence names it. A source in another language (EU 2023/915 is held in its
 * French text) is named by the portal's translation of its entry, marked as the portal's and
 * followed by the source's own words, so a reader never takes the translation for the text.
 */
export function labelsOf(r: { jurisdiction: string; foodLabel: string; path: Governing['path'] }): {
  zh: string;
  en: string;
} {
  const node = r.jurisdiction === 'EU' ? r.path[0] : undefined;
  if (!node) return { zh: r.foodLabel, en: `"${r.foodLabel}"` };
  const zh =
    node.nameZh && node.nameZh !== r.foodLabel ? `${node.nameZh}〔本平台译，原文“${r.foodLabel}”〕` : r.foodLabel;
  const en =
    node.nameEn && node.nameEn !== r.foodLabel
      ? `"${node.nameEn}" (the portal's translation of "${r.foodLabel}")`
      : `"${r.foodLabel}"`;
  return { zh, en };
}

/** Writes one sentence per jurisdiction (and measured form) from the findings. */
export function writeLimits(b: DraftBuilder, findings: LimitFindings, foodAsked: string): void {
  for (const p of findings.picks) {
    for (const r of p.rows) {
      const doc = r.docId !== null ? findings.docs.get(r.docId) : undefined;
      const place = placeZh[p.jurisdiction] ?? p.jurisdiction;
      const source = b.source(`limit:${r.id}`, {
        passageId: null,
        kind: 'limit',
        docId: r.docId,
        docVersion: null,
        library: '',
        validity: doc?.validity ?? 0,
        anchor: `limit-${r.id}`,
        label: [r.sourceTable, r.foodLabel].filter(Boolean).join(' '),
        sourceTitle: doc?.docNumber ? `${doc.docNumber} ${doc.title}` : r.sourceDoc,
        text: limitRecord(r, p.substance, place),
        href: `/hazardsLimits?keyword=${encodeURIComponent(p.substance.nameZh)}`,
      });
      const value = shownValue(r);
      // One citation per source: the food and the value are neighbours in the record, so one quote
      // holds both and the sentence shows its source's number once.
      const cites = [{ source, quote: `食品 ${r.foodLabel}；${typeZh[r.limitType] ?? r.limitType} ${value}` }];
      const food = foodAsked || r.foodLabel;
      const where = [r.sourceDoc, r.sourceTable ? `${/^\d+$/.test(r.sourceTable) ? '表' : ''}${r.sourceTable}` : '']
        .filter(Boolean)
        .join(' ');
      // "镉(以Cd计)" names the substance as measured: it takes the name's place rather than repeating it.
      const measured = r.limitFor && r.limitFor.startsWith(p.substance.nameZh);
      const nameZh = measured ? r.limitFor : p.substance.nameZh;
      const form = r.limitFor && !measured ? `（${r.limitFor}）` : '';
      const prefix = p.jurisdiction === 'CN' ? '' : `${place}：`;
      const prefixEn = p.jurisdiction === 'CN' ? 'China: ' : `${placeEn[p.jurisdiction] ?? p.jurisdiction}: `;
      const typeE = typeEn[r.limitType] ?? r.limitType;
      const { zh: labelZh, en: labelEn } = labelsOf(r);
      if (doc && doc.validity === 3) {
        const newer = doc.newerNumber ? `${doc.newerNumber}（${doc.newerImplementDate ?? ''} 起）` : '';
        b.say(
          `${prefix}本库的这一限量来自 ${doc.docNumber}，该版已${newer ? `被 ${newer}替代` : '废止'}${newer ? `，本库尚未收录 ${doc.newerNumber} 的限量数据` : ''}；按 ${doc.docNumber}（${r.sourceTable ? `${/^\d+$/.test(r.sourceTable) ? '表' : ''}${r.sourceTable}，` : ''}${r.foodLabel}），${food}中${nameZh}${form}的${typeZh[r.limitType] ?? '限量'}曾为 ${value}。`,
          `${prefixEn}this database holds the limit from ${doc.docNumber}, which was ${newer ? `replaced by ${doc.newerNumber} from ${doc.newerImplementDate ?? ''}; the limits of ${doc.newerNumber} are not yet held here` : 'abolished'}; under ${doc.docNumber} (${r.sourceTable ? `${r.sourceTable.replace(/^表\s*/, 'Table ').replace(/^(\d+)$/, 'Table $1')}, ` : ''}"${r.foodLabel}") the ${typeE} of ${p.substance.nameEn || p.substance.nameZh}${form} was ${value}.`,
          cites,
        );
      } else {
        b.say(
          `${prefix}${food}中${nameZh}${form}的${typeZh[r.limitType] ?? '限量'}为 ${value}（${where}，${labelZh}）。`,
          `${prefixEn}the ${typeE} of ${p.substance.nameEn || p.substance.nameZh}${form} in ${foodAsked || 'this food'} is ${value} (${where}, ${labelEn}).`,
          cites,
        );
      }
    }
  }
}

export const limitsDraft = (b: DraftBuilder): Draft => ({ route: 'limit', sentences: b.sentences, sources: b.sources });
export type { Intent };
