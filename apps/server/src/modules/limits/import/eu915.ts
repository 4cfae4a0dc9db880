import { contaminantByEu, contaminantSubstance } from './contaminants.js';
import { cell, emptyBatch, parseNumber, type Batch } from './types.js';
import { tryMgKg } from '../units.js';

/**
 * Regulation (EU) 2023/915 Annex I. The source names products in French only; each entry's
 * Chinese and English names are the portal's translation (data/eu_2023_915_product_names.csv,
 * `name_origin` = 'portal translation'), the French kept as the source name.
 * The tree is the Annex's numbering: section (1 Mycotoxins) → point (1.1 Aflatoxins) → entry.
 */
export const EU_SCHEME = 'EU2023_915';
export const EU_DOC = 'Regulation (EU) 2023/915';

export interface EuName {
  nameZh: string;
  nameEn: string;
}

const basisText: Record<string, string> = {
  graisses: '以脂肪计 / fat basis',
  'poids frais': '以鲜重计 / fresh weight',
};

/** Quality notes of the data README, shown on the rows they concern. */
function caveatFor(code: string, limitFor: string): string {
  if (code.startsWith('1.4.'))
    return 'DON数值为2023年原值，未反映(EU) 2024/1022的修订，使用前请核对现行合并文本 / DON values predate Regulation (EU) 2024/1022: check the consolidated text before relying on them';
  if (/^PF(OS|OA|NA)/.test(limitFor))
    return '本数据缺少PFHxS及4种PFAS总和两列 / the PFHxS and sum-of-4 columns are missing from this data';
  return '';
}

/** A footnote's portal translation (data/eu_2023_915_notes.csv), keyed by the French text. */
export interface EuNote {
  zh: string;
  en: string;
}

/** The French note as the regulation prints it, then the portal's Chinese and English beside it. */
export const noteText = (fr: string, notes: Map<string, EuNote>) => {
  const t = notes.get(fr);
  return fr && t ? `${fr}\n本平台译：${t.zh}\nPortal translation: ${t.en}` : fr;
};

export function parseEu915(
  records: Record<string, string>[],
  names: Map<string, EuName>,
  notes: Map<string, EuNote> = new Map(),
): Batch {
  const batch = emptyBatch();
  const nodes = new Set<string>();
  const subs = new Set<string>();
  const codes = new Set(records.map((r) => cell(r.code)));
  const addNode = (
    key: string,
    parentKey: string | null,
    nameSource: string,
    nameEn: string,
    nameZh = '',
    origin = 'source',
  ) => {
    if (nodes.has(key)) return;
    nodes.add(key);
    batch.nodes.push({ scheme: EU_SCHEME, key, parentKey, code: key, nameSource, nameEn, nameZh, nameOrigin: origin });
  };
  records.forEach((r, i) => {
    batch.read++;
    const line = i + 2;
    const code = cell(r.code);
    const limitFor = cell(r.limit_for);
    const c = contaminantByEu(limitFor, cell(r.contaminant_en));
    if (!code || !c)
      return batch.rejected.push({ line, reason: `unknown contaminant ${limitFor || r.contaminant_en}` });
    const unit = cell(r.unit);
    const value = parseNumber(cell(r.limit_value) || cell(r.limit_raw));
    const mg = tryMgKg(value, unit);
    if (mg === 'unknown-unit') return batch.rejected.push({ line, reason: `unknown unit ${unit}` });
    if (!subs.has(c.key)) {
      subs.add(c.key);
      batch.substances.push(contaminantSubstance(c));
    }
    const parts = code.split('.');
    addNode(parts[0]!, null, cell(r.category_fr), cell(r.category_en));
    addNode(parts.slice(0, 2).join('.'), parts[0]!, cell(r.contaminant_fr), cell(r.contaminant_en));
    const parent3 =
      parts.length > 3 && codes.has(parts.slice(0, 3).join('.'))
        ? parts.slice(0, 3).join('.')
        : parts.slice(0, 2).join('.');
    const t = names.get(code);
    addNode(code, parent3, cell(r.product_fr), t?.nameEn ?? '', t?.nameZh ?? '', t ? 'portal translation' : 'source');
    const basis = cell(r.unit_basis_or_condition);
    batch.limits.push({
      sourceKey: `EU2023/915|${code}|${limitFor}`,
      substanceKey: c.key,
      scheme: EU_SCHEME,
      nodeKey: code,
      jurisdiction: 'EU',
      limitType: 'ML',
      limitFor,
      valueRaw: cell(r.limit_raw),
      value,
      unit,
      valueMgKg: mg,
      basis: basisText[basis] ?? basis,
      footnotes: noteText(cell(r.notes_fr), notes),
      foodLabel: cell(r.product_fr),
      sourceDoc: EU_DOC,
      sourceTable: `Annex I ${code}`,
      caveat: caveatFor(code, limitFor),
      origin: 'data/eu_2023_915_contaminant_limits.csv',
    });
  });
  return batch;
}
