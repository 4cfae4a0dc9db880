import { contaminantByCn, contaminantSubstance } from './contaminants.js';
import { footnoteLetters, pickNotes, plainLabel, splitExcludes } from './labels.js';
import { cell, emptyBatch, parseNumber, type Batch } from './types.js';
import { tryMgKg } from '../units.js';
import { CN_SCHEME, placeRow, type CnTree } from './gb2762-place.js';

export { CN_SCHEME };

/**
 * GB 2762 contaminants (the 2022 CSV and the 2025 full text) and GB 2761-2017 mycotoxins: one
 * Chinese food tree (appendix A of GB 2762, `gb2762-place.ts`). A row is placed on the node of each
 * food its label names; the label (its footnote letters replaced by the footnotes' text), its
 * exclusions and footnotes stay on every copy.
 */
export interface CnSource {
  tree: CnTree;
  /** Where the rows come from, shown beside each value. */
  origin: string;
  /** First day the edition applies (its implementation date), when the rows belong to a dated edition. */
  validFrom?: string | null;
}

function addNodes(batch: Batch, seen: Set<string>, tree: CnTree) {
  for (const n of tree.nodes)
    if (!seen.has(n.key)) {
      seen.add(n.key);
      batch.nodes.push(n);
    }
}

interface RowIn {
  line: number;
  std: string;
  table: string;
  column: string;
  limitFor: string;
  path: string[];
  food: string;
  r: Record<string, string>;
}

function pushRow(batch: Batch, src: CnSource, x: RowIn, subSeen: Set<string>) {
  const c = contaminantByCn(x.column) ?? contaminantByCn(cell(x.r.contaminant_zh ?? x.r.mycotoxin_zh));
  if (!c) return batch.rejected.push({ line: x.line, reason: `unknown contaminant ${x.column}` });
  if (!x.food) return batch.rejected.push({ line: x.line, reason: 'no food category' });
  const unit = cell(x.r.unit);
  const value = parseNumber(cell(x.r.limit_value) || cell(x.r.limit_raw));
  const mg = tryMgKg(value, unit);
  if (mg === 'unknown-unit') return batch.rejected.push({ line: x.line, reason: `unknown unit ${unit}` });
  if (!subSeen.has(c.key)) {
    subSeen.add(c.key);
    batch.substances.push(contaminantSubstance(c));
  }
  const placed = placeRow(src.tree, x.path, x.food);
  for (const u of placed.unplaced)
    batch.rejected.push({ line: x.line, reason: `placed at the top of the tree (no parent known): ${u}` });
  const letters = [
    ...new Set([
      ...footnoteLetters([...x.path, x.food].join('、')),
      ...cell(x.r.value_footnote)
        .split(/[,，\s]/)
        .filter(Boolean),
    ]),
  ];
  const baseKey = `${x.std}|${x.table}|${x.limitFor}|${[...x.path, x.food].join('/')}`;
  for (const nodeKey of placed.keys)
    batch.limits.push({
      // One key per placement; a row of one food keeps the key it always had.
      sourceKey: placed.keys.length === 1 ? baseKey : `${baseKey}#${nodeKey}`,
      substanceKey: c.key,
      scheme: CN_SCHEME,
      nodeKey,
      jurisdiction: 'CN',
      limitType: 'ML',
      limitFor: x.column,
      valueRaw: cell(x.r.limit_raw),
      value,
      unit,
      valueMgKg: mg,
      basis: cell(x.r.qualifier),
      footnotes: pickNotes(cell(x.r.table_notes), letters),
      excludes: splitExcludes(plainLabel(x.food)).excludes,
      foodLabel: plainLabel(x.food),
      sourceDoc: x.std,
      sourceTable: `表${x.table}`,
      origin: src.origin,
      validFrom: src.validFrom ?? null,
    });
}

/** GB 2762 rows (CSV of 2022, or the 2025 text read by `parseGb2762Text`, which has the same columns). */
export function parseGb2762(records: Record<string, string>[], src: CnSource): Batch {
  const batch = emptyBatch();
  addNodes(batch, new Set(), src.tree);
  const subSeen = new Set<string>();
  records.forEach((r, i) => {
    batch.read++;
    const column = cell(r.limit_column) || cell(r.contaminant_zh);
    pushRow(
      batch,
      src,
      {
        line: Number(r.line) || i + 2,
        std: cell(r.standard) || 'GB 2762-2022',
        table: cell(r.table_no),
        column,
        limitFor: column,
        path: cell(r.category_path).split('/').filter(Boolean),
        food: cell(r.food_category),
        r,
      },
      subSeen,
    );
  });
  // Nodes the rows added (names appendix A lacks) go in after the tree.
  addNodes(batch, new Set(batch.nodes.map((n) => n.key)), src.tree);
  return batch;
}

/** GB 2761 gives only the top category and the food (no deeper path in its text). */
export function parseGb2761(records: Record<string, string>[], src: CnSource): Batch {
  const batch = emptyBatch();
  addNodes(batch, new Set(), src.tree);
  const subSeen = new Set<string>();
  records.forEach((r, i) => {
    batch.read++;
    const food = cell(r.food_category);
    const topRaw = cell(r.top_category);
    if (!food || !topRaw) return batch.rejected.push({ line: i + 2, reason: 'no food category' });
    const c = contaminantByCn(cell(r.mycotoxin_zh));
    pushRow(
      batch,
      src,
      {
        line: i + 2,
        std: cell(r.standard) || 'GB 2761-2017',
        table: cell(r.table_no),
        column: cell(r.mycotoxin_zh),
        limitFor: c?.key ?? cell(r.mycotoxin_zh),
        path: food === topRaw ? [] : [topRaw],
        food,
        r,
      },
      subSeen,
    );
  });
  addNodes(batch, new Set(batch.nodes.map((n) => n.key)), src.tree);
  return batch;
}
