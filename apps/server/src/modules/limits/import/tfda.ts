import { splitExcludes } from './labels.js';
import { cell, emptyBatch, parseNumber, type Batch, type SubstanceIn } from './types.js';
import { toSimplified } from '../chinese.js';

/**
 * Pesticide MRLs of 中国台湾地区 (TFDA 農藥殘留容許量標準 附表一), with the crop groups of dataset
 * 8940 as the tree: root 農作物類農產品 → group (小漿果類) → member crop (草莓). A row for
 * "其他小漿果類(藍莓、覆盆子除外)" is a limit on the group that excludes the named crops; a
 * row for a crop named in no group sits under "未列入分類表的作物" (the portal's node).
 * The exempt list (dataset 8943) is one "exempt" limit per pesticide on the root.
 */
export const TW_SCHEME = 'TFDA';
export const TW_ROOT = '農作物類農產品';
const UNGROUPED = '未列入分類表的作物';
export const TW_DOC = '農藥殘留容許量標準 附表一';

/** "大麥、小麥(含黑小麥、杜蘭小麥)、燕麥、黑麥等。" → [大麥, 小麥, 燕麥, 黑麥] (top-level items, notes dropped). */
export function splitMembers(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  const flush = () => {
    const name = cur
      .replace(/[（(【\[].*$/, '')
      .replace(/^[(（]?\d+[)）]/, '')
      .replace(/等。?$|。$/, '')
      .replace(/^.*[：:]/, '')
      .trim();
    if (name && name.length <= 12) out.push(name);
    cur = '';
  };
  for (const ch of text) {
    if ('(（【['.includes(ch)) depth++;
    if (')）】]'.includes(ch)) depth = Math.max(0, depth - 1);
    if (depth === 0 && (ch === '、' || ch === '。' || ch === '；')) flush();
    else cur += ch;
  }
  flush();
  // Items inside 【】 are members too ("十字花科包葉菜【甘藍、花椰菜…】").
  for (const m of text.matchAll(/【([^】]*)】/g)) out.push(...splitMembers(m[1]!));
  return [...new Set(out)];
}

export interface CropGroups {
  groups: { name: string; members: string[]; raw: string }[];
  groupOf: Map<string, string>;
}

export function parseCropGroups(records: Record<string, string>[]): CropGroups {
  const groups = records
    .map((r) => ({
      name: cell(r.category_zh_tw),
      raw: cell(r.crops_zh_tw),
      members: splitMembers(cell(r.crops_zh_tw)),
    }))
    .filter((g) => g.name);
  const groupOf = new Map<string, string>();
  for (const g of groups) for (const m of g.members) if (!groupOf.has(m)) groupOf.set(m, g.name);
  return { groups, groupOf };
}

export function pesticideSubstance(en: string, zhTw: string, cas: string | undefined, useType = ''): SubstanceIn {
  const clean = zhTw.includes('?') ? '' : zhTw;
  return {
    key: cas ? `cas:${cas}` : `name:${en.toLowerCase()}`,
    nameEn: en,
    nameZhTw: clean,
    nameZh: clean ? toSimplified(clean) : '',
    cas: cas ?? null,
    substanceClass: 'pesticide',
    useType,
    synonyms: zhTw.includes('?') ? [zhTw] : [],
  };
}

/**
 * The pesticide's use type from the table's remark column (殺菌劑, 殺蟲劑 …): a property of the
 * pesticide, not a basis of the limit. Per pesticide the rows agree, except where the export lost
 * a character (殺?劑, kept as written: the file's QUALITY note); a clean spelling wins over it.
 */
export function useTypes(records: Record<string, string>[]): Map<string, string> {
  const seen = new Map<string, Set<string>>();
  for (const r of records) {
    const en = cell(r.pesticide_en).toLowerCase();
    const remark = cell(r.remark_zh_tw);
    if (!en || !remark) continue;
    const set = seen.get(en) ?? new Set<string>();
    set.add(remark);
    seen.set(en, set);
  }
  return new Map(
    [...seen].map(([en, set]) => {
      const clean = [...set].filter((x) => !x.includes('?'));
      return [en, (clean.length ? clean : [...set]).sort().join('、')];
    }),
  );
}

/** Finds the node a row's food label names: a group, a sub-group ("十字花科包葉菜類" under 包葉菜類), a member crop or a new crop. */
function resolveFood(
  label: string,
  cg: CropGroups,
  batch: Batch,
  seen: Set<string>,
): { key: string; excludes: string[] } {
  const { base, excludes } = splitExcludes(label.replace(/\*$/, ''));
  const name = base.replace(/^其他/, '');
  const add = (key: string, parentKey: string, nameSource: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    batch.nodes.push({ scheme: TW_SCHEME, key, parentKey, nameSource, nameZh: toSimplified(nameSource) });
  };
  if (cg.groups.some((g) => g.name === name)) return { key: name, excludes };
  const parentGroup = cg.groups.find((g) => name.endsWith(g.name) || name.endsWith(g.name.replace(/類$/, '')));
  if (parentGroup) {
    add(name, parentGroup.name, name);
    return { key: name, excludes };
  }
  const group = cg.groupOf.get(name);
  if (group) return { key: `${group}/${name}`, excludes };
  add(UNGROUPED, TW_ROOT, UNGROUPED);
  add(`${UNGROUPED}/${name}`, UNGROUPED, name);
  return { key: `${UNGROUPED}/${name}`, excludes };
}

export function treeNodes(cg: CropGroups, batch: Batch, seen: Set<string>) {
  const push = (key: string, parentKey: string | null, nameSource: string, members = '') => {
    seen.add(key);
    batch.nodes.push({ scheme: TW_SCHEME, key, parentKey, nameSource, nameZh: toSimplified(nameSource), members });
  };
  push(TW_ROOT, null, TW_ROOT);
  for (const g of cg.groups) {
    push(g.name, TW_ROOT, g.name, g.raw);
    for (const m of g.members) if (cg.groupOf.get(m) === g.name) push(`${g.name}/${m}`, g.name, m);
  }
}

export function parseTfdaMrl(records: Record<string, string>[], cg: CropGroups, casByName: Map<string, string>): Batch {
  const batch = emptyBatch();
  const seen = new Set<string>();
  treeNodes(cg, batch, seen);
  const subs = new Set<string>();
  const useTypeOf = useTypes(records);
  records.forEach((r, i) => {
    batch.read++;
    const line = i + 2;
    const en = cell(r.pesticide_en);
    const crop = cell(r.crop_or_category_zh_tw);
    if (!en || !crop) return batch.rejected.push({ line, reason: 'no pesticide or crop' });
    const raw = cell(r.mrl_ppm_raw);
    const value = parseNumber(raw);
    if (value === null) return batch.rejected.push({ line, reason: `no number in "${raw}"` });
    const sub = pesticideSubstance(
      en,
      cell(r.pesticide_zh_tw),
      casByName.get(en.toLowerCase()),
      useTypeOf.get(en.toLowerCase()),
    );
    if (!subs.has(sub.key)) {
      subs.add(sub.key);
      batch.substances.push(sub);
    }
    const food = resolveFood(crop, cg, batch, seen);
    const star = raw.includes('*') || crop.endsWith('*');
    batch.limits.push({
      sourceKey: `TFDA|${en}|${crop}`,
      substanceKey: sub.key,
      scheme: TW_SCHEME,
      nodeKey: food.key,
      jurisdiction: 'TW',
      limitType: 'MRL',
      valueRaw: raw,
      value,
      unit: 'mg/kg',
      valueMgKg: value,
      // The table states no measurement basis; its remark column is the use type (on the substance).
      basis: '',
      excludes: food.excludes,
      foodLabel: crop,
      sourceDoc: TW_DOC,
      sourceTable: 'data.gov.tw 8944',
      caveat: star
        ? '原表数值或类别带"*"，其含义以TFDA原表注释为准 / the source marks this entry with "*": see the TFDA table\'s notes'
        : '',
      origin: 'data/tw_tfda_pesticide_mrl.csv',
    });
  });
  return batch;
}

export function parseTfdaExempt(records: Record<string, string>[], casByName: Map<string, string>): Batch {
  const batch = emptyBatch();
  batch.nodes.push({
    scheme: TW_SCHEME,
    key: TW_ROOT,
    parentKey: null,
    nameSource: TW_ROOT,
    nameZh: toSimplified(TW_ROOT),
  });
  records.forEach((r, i) => {
    batch.read++;
    const en = cell(r.pesticide_en);
    if (!en) return batch.rejected.push({ line: i + 2, reason: 'no pesticide name' });
    const sub = pesticideSubstance(en, cell(r.pesticide_zh_tw), casByName.get(en.toLowerCase()));
    batch.substances.push(sub);
    batch.limits.push({
      sourceKey: `TFDA-exempt|${en}`,
      substanceKey: sub.key,
      scheme: TW_SCHEME,
      nodeKey: TW_ROOT,
      jurisdiction: 'TW',
      limitType: 'exempt',
      valueRaw: '免訂容許量',
      value: null,
      unit: '',
      valueMgKg: null,
      foodLabel: '所有農作物',
      sourceDoc: '得免訂定容許量之農藥一覽表',
      sourceTable: 'data.gov.tw 8943',
      origin: 'data/tw_tfda_mrl_exempt_pesticides.csv',
    });
  });
  return batch;
}
