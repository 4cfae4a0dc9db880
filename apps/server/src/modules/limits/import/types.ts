/**
 * What one data file contributes: substances (by key), food nodes (by scheme and key, parents
 * before children), reference values and limits that point to both by key. The writer upserts
 * them in that order, so each file's importer is a pure parse of its rows.
 */
export interface SubstanceIn {
  key: string;
  nameZh?: string;
  nameZhTw?: string;
  nameEn?: string;
  synonyms?: string[];
  cas?: string | null;
  substanceClass: string;
  /** Pesticides: the use type as the source writes it (TFDA 殺菌劑); '' when unknown. */
  useType?: string;
}

export interface NodeIn {
  scheme: string;
  key: string;
  parentKey?: string | null;
  code?: string | null;
  nameSource: string;
  nameZh?: string;
  nameEn?: string;
  nameOrigin?: string;
  members?: string;
  synonyms?: string[];
  /** 'source' (the standard placed it) or 'portal editors'. */
  placedBy?: string;
}

export interface RefValueIn {
  substanceKey: string;
  kind: string;
  qualifier?: string;
  value: number | null;
  valueRaw: string;
  unit: string;
  source: string;
  year: number | null;
  sourceKey: string;
}

export interface LimitIn {
  sourceKey: string;
  substanceKey: string;
  scheme: string;
  nodeKey: string;
  jurisdiction: string;
  limitType: string;
  limitFor?: string;
  valueRaw: string;
  value: number | null;
  unit: string;
  valueMgKg: number | null;
  basis?: string;
  footnotes?: string;
  excludes?: string[];
  foodLabel: string;
  sourceDoc: string;
  sourceTable?: string;
  caveat?: string;
  flagged?: boolean;
  origin: string;
  demo?: boolean;
  /** First and last day the row's edition applies (null: open); the query API answers from the rows in force. */
  validFrom?: string | null;
  validTo?: string | null;
}

export interface Batch {
  substances: SubstanceIn[];
  nodes: NodeIn[];
  refValues: RefValueIn[];
  limits: LimitIn[];
  rejected: { line: number; reason: string }[];
  read: number;
}

export const emptyBatch = (): Batch => ({
  substances: [],
  nodes: [],
  refValues: [],
  limits: [],
  rejected: [],
  read: 0,
});

export const cell = (s: string | undefined | null) => (s ?? '').trim();

/** Parses "5 000", "0.5", "1,2" (French decimal comma); null when there is no number. */
export function parseNumber(raw: string): number | null {
  const m = /-?\d[\d\s]*(?:[.,]\d+)?/.exec(raw.replace(/\u00a0/g, ' '));
  if (!m) return null;
  const n = Number(m[0].replace(/\s/g, '').replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}
