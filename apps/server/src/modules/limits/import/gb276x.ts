import { contaminantByCn, contaminantSubstance } from './contaminants.js';
import { footnoteLetters, pickNotes, splitExcludes, withoutFootnotes } from './labels.js';
import { cell, emptyBatch, parseNumber, type Batch } from './types.js';
import { tryMgKg } from '../units.js';

/**
 * GB 2762-2022 contaminants and GB 2761-2017 mycotoxins: one Chinese food-category scheme
 * (both standards share the category names). A node's key is its path of names without footnote
 * letters and exclusions, so "谷物及其制品a[麦片…除外]" of the lead table and "谷物及其制品" of the
 * cadmium table are one node; the exclusion stays on the limit row, where it belongs.
 */
const baseName = (raw: string) => splitExcludes(withoutFootnotes(raw)).base;
export const CN_SCHEME = 'GB2762';

/** Adds the nodes of a path of source names; returns the food's node key. */
function addPath(batch: Batch, seen: Set<string>, raw: string[]): string {
  const parts = raw.map(baseName);
  for (let i = 0; i < parts.length; i++) {
    const key = parts.slice(0, i + 1).join('/');
    if (seen.has(key)) continue;
    seen.add(key);
    batch.nodes.push({
      scheme: CN_SCHEME,
      key,
      parentKey: i ? parts.slice(0, i).join('/') : null,
      nameSource: parts[i]!,
      nameZh: parts[i]!,
    });
  }
  return parts.join('/');
}

export function parseGb2762(records: Record<string, string>[]): Batch {
  const batch = emptyBatch();
  const seenNodes = new Set<string>();
  const seenSubs = new Set<string>();
  records.forEach((r, i) => {
    batch.read++;
    const line = i + 2;
    const column = cell(r.limit_column) || cell(r.contaminant_zh);
    const c = contaminantByCn(column) ?? contaminantByCn(cell(r.contaminant_zh));
    if (!c) return batch.rejected.push({ line, reason: `unknown contaminant ${column}` });
    const food = cell(r.food_category);
    if (!food) return batch.rejected.push({ line, reason: 'no food category' });
    const unit = cell(r.unit);
    const value = parseNumber(cell(r.limit_value) || cell(r.limit_raw));
    const mg = tryMgKg(value, unit);
    if (mg === 'unknown-unit') return batch.rejected.push({ line, reason: `unknown unit ${unit}` });
    if (!seenSubs.has(c.key)) {
      seenSubs.add(c.key);
      batch.substances.push(contaminantSubstance(c));
    }
    const path = [...cell(r.category_path).split('/').filter(Boolean), food];
    const nodeKey = addPath(batch, seenNodes, path);
    const letters = [
      ...new Set([
        ...footnoteLetters(path.join('、')),
        ...cell(r.value_footnote)
          .split(/[,，\s]/)
          .filter(Boolean),
      ]),
    ];
    const std = cell(r.standard) || 'GB 2762-2022';
    batch.limits.push({
      sourceKey: `${std}|${r.table_no}|${column}|${path.join('/')}`,
      substanceKey: c.key,
      scheme: CN_SCHEME,
      nodeKey,
      jurisdiction: 'CN',
      limitType: 'ML',
      limitFor: column,
      valueRaw: cell(r.limit_raw),
      value,
      unit,
      valueMgKg: mg,
      basis: cell(r.qualifier),
      footnotes: pickNotes(cell(r.table_notes), letters),
      excludes: splitExcludes(food).excludes,
      foodLabel: food,
      sourceDoc: std,
      sourceTable: `表${cell(r.table_no)}`,
      origin: 'data/cn_gb2762_2022_contaminant_limits.csv',
    });
  });
  return batch;
}

/** GB 2761 gives only the top category and the food (no deeper path in its text). */
export function parseGb2761(records: Record<string, string>[]): Batch {
  const batch = emptyBatch();
  const seenNodes = new Set<string>();
  const seenSubs = new Set<string>();
  records.forEach((r, i) => {
    batch.read++;
    const line = i + 2;
    const c = contaminantByCn(cell(r.mycotoxin_zh));
    if (!c) return batch.rejected.push({ line, reason: `unknown mycotoxin ${r.mycotoxin_zh}` });
    const food = cell(r.food_category);
    const topRaw = cell(r.top_category);
    if (!food || !topRaw) return batch.rejected.push({ line, reason: 'no food category' });
    const unit = cell(r.unit);
    const value = parseNumber(cell(r.limit_value) || cell(r.limit_raw));
    const mg = tryMgKg(value, unit);
    if (mg === 'unknown-unit') return batch.rejected.push({ line, reason: `unknown unit ${unit}` });
    if (!seenSubs.has(c.key)) {
      seenSubs.add(c.key);
      batch.substances.push(contaminantSubstance(c));
    }
    const nodeKey = addPath(batch, seenNodes, food === topRaw ? [topRaw] : [topRaw, food]);
    const letters = footnoteLetters(`${topRaw}、${food}`);
    const std = cell(r.standard) || 'GB 2761-2017';
    batch.limits.push({
      sourceKey: `${std}|${r.table_no}|${c.key}|${topRaw}/${food}`,
      substanceKey: c.key,
      scheme: CN_SCHEME,
      nodeKey,
      jurisdiction: 'CN',
      limitType: 'ML',
      limitFor: cell(r.mycotoxin_zh),
      valueRaw: cell(r.limit_raw),
      value,
      unit,
      valueMgKg: mg,
      basis: cell(r.qualifier),
      footnotes: pickNotes(cell(r.table_notes), letters),
      excludes: splitExcludes(food).excludes,
      foodLabel: food,
      sourceDoc: std,
      sourceTable: `表${cell(r.table_no)}`,
      origin: 'data/cn_gb2761_2017_mycotoxin_limits.csv',
    });
  });
  return batch;
}
