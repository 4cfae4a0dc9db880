/**
 * Row checks of the GB 2760 / GB 9685 tables, which were extracted from the standards' PDFs.
 * The extraction breaks some rows in recognisable ways; each check below either repairs the
 * row (the right value is in the same row, e.g. the additive's full name) or rejects it (the
 * right value cannot be known from the file), and says which with a reason the import prints.
 * Pure functions of one CSV record, so the tests run them on the real files without a database.
 */

export type CsvRow = { [column: string]: string | undefined };
export type Checked = { ok: true; row: CsvRow; repairs: string[] } | { ok: false; reason: string };

const cjk = /[\u4e00-\u9fff]/;
/** The text of table A.2's only food-category cell, as the standard prints it. */
export const allFoodsExceptA2 = '各类食品（表A.2中编号为1~68的食品类别除外）';
const maxUseShape = /^(\d+(\.\d+)?\s*(g\/kg|mg\/kg|g\/L|mg\/L)?|按生产需要适量使用)$/;
const none = (s?: string) => (s && s.trim() && s.trim() !== '—' ? s.trim() : '');

/** additive_full is "中文名 (english name)"; its last " (" starts the English part. */
function splitFull(full: string) {
  const at = full.lastIndexOf(' (');
  if (at < 0) return { cn: full.trim(), en: '' };
  return {
    cn: full.slice(0, at).trim(),
    en: full
      .slice(at + 2)
      .replace(/\)\s*$/, '')
      .trim(),
  };
}

/** English names lose their spaces in additive_full ("tartaricacid"); only this common word is put back. */
const spaceAcid = (en: string) => en.replace(/([a-z])acid\b/g, '$1 acid');
const squash = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Which English names belong to which CNS codes across the whole file: an English name used by
 * an additive of other CNS codes was carried into this row from the neighbouring substance.
 */
export function englishOwners(records: CsvRow[]) {
  const owners = new Map<string, Set<string>>();
  for (const r of records) {
    const en = none(r.en_name);
    if (!en) continue;
    if (!owners.has(en)) owners.set(en, new Set());
    owners.get(en)!.add(none(r.cns));
  }
  return owners;
}

export function checkGb2760(r: CsvRow, owners: Map<string, Set<string>>): Checked {
  const row = { ...r };
  const repairs: string[] = [];
  const full = splitFull(none(r.additive_full));
  let name = none(r.additive_cn);
  // "L" for "L(+)-酒石酸,dl-酒石酸": the name cell cut at the first bracket.
  if (name && !cjk.test(name) && cjk.test(full.cn) && full.cn.startsWith(name)) {
    repairs.push(`additive name "${name}" cut by the extraction, taken from the full name "${full.cn}"`);
    name = full.cn;
  }
  // "赤藓糖醇6)": a footnote mark glued to the name.
  const footnote = /^(.*[\u4e00-\u9fff])\d+\)$/.exec(name);
  if (footnote) {
    repairs.push(`footnote mark removed from the additive name "${name}"`);
    name = footnote[1]!;
  }
  if (!name) return { ok: false, reason: 'no additive name' };
  row.additive_cn = name;

  // An English name that belongs to another substance (other CNS codes) is replaced by the row's own.
  const en = none(r.en_name);
  const others = en ? [...(owners.get(en) ?? [])].filter((c) => c !== none(r.cns)) : [];
  if (en && others.length && full.en && !squash(full.en).startsWith(squash(en).slice(0, 8))) {
    row.en_name = spaceAcid(full.en);
    repairs.push(
      `English name "${en}" is that of CNS ${others.join(', ')}, replaced by the row's own "${row.en_name}"`,
    );
  }

  let category = none(r.food_category_name);
  const code = none(r.food_category_code);
  // "—2) 各类食品 表 中编号为 的食品 , A.2 1-68 类别除外": the A.2 cell with its words scattered.
  if (
    !code &&
    /各类食品/.test(category) &&
    category !== allFoodsExceptA2 &&
    /A\.2/.test(category) &&
    /1\s*[-~～]\s*68/.test(category)
  ) {
    repairs.push(`category text "${category}" rebuilt as "${allFoodsExceptA2}"`);
    category = allFoodsExceptA2;
  }
  row.food_category_name = category;
  if (/表 中编号为 的/.test(category)) return { ok: false, reason: `category text unreadable: "${category}"` };

  if (r.table === '表A.2' && code) {
    // Table A.2 has one row per additive: all foods except categories 1-68. A row with a single
    // category there is a use of the neighbouring additive (溶菌酶 rows say "以日落黄计") carried
    // over a page break; which additive it belongs to cannot be read from the file.
    return {
      ok: false,
      reason:
        "table A.2 row naming one food category: another additive's use carried over a page break (A.2 lists additives permitted in all foods)",
    };
  }
  // "07.04（糕点上彩装子类）" under code 07.02.04: two rows' cells merged into one.
  if (code && /^\d{2}\.\d{2}/.test(category) && !category.startsWith(code) && !/除|以外/.test(category))
    return { ok: false, reason: `category cells of two rows merged: "${code} ${category}"` };
  let maxUse = none(r.max_use);
  if (category === allFoodsExceptA2 && maxUse !== '按生产需要适量使用') {
    // Table A.2's one permission is "as needed"; "/" there is a lost cell.
    repairs.push(`maximum use "${maxUse}" of a table A.2 row is 按生产需要适量使用 by the table's definition`);
    maxUse = row.max_use = '按生产需要适量使用';
  }
  if (maxUse && !maxUseShape.test(maxUse)) return { ok: false, reason: `maximum use unreadable: "${maxUse}"` };

  // In the all-foods rows a remark naming another substance ("以日落黄计" on 溶菌酶) came with a carried row.
  const remark = none(r.remark);
  const basis = /(?:以|仅限使用)([\u4e00-\u9fff]+?)(?:计|$|\s)/.exec(remark);
  if (category === allFoodsExceptA2 && basis && !name.includes(basis[1]!)) {
    repairs.push(`remark "${remark}" names another substance, removed`);
    row.remark = '';
  }
  return { ok: true, row, repairs };
}

/** CAS numbers carry a check digit: sum of the other digits weighted by position from the right, mod 10. */
export function casValid(cas: string) {
  const m = /^(\d{2,7})-(\d{2})-(\d)$/.exec(cas);
  if (!m) return false;
  const digits = (m[1]! + m[2]!).split('').reverse();
  return digits.reduce((s, d, i) => s + Number(d) * (i + 1), 0) % 10 === Number(m[3]);
}

export function checkGb9685(r: CsvRow): Checked {
  const row = { ...r };
  const repairs: string[] = [];
  if (!none(r.name_cn) || !/^FCA\d{4}$/.test(none(r.fca_no))) return { ok: false, reason: 'no FCA number or name' };
  const cas = none(r.cas).replace(/^-$/, '');
  if (none(r.cas) && !cas) repairs.push('CAS "-" means none, left empty');
  const kept: string[] = [];
  for (const c of cas
    ? cas
        .split(/[；;]/)
        .map((x) => x.trim())
        .filter(Boolean)
    : []) {
    if (casValid(c)) kept.push(c);
    else {
      // "9014-1-1": the middle group lost its leading zero.
      const padded = c.replace(/^(\d+)-(\d)-(\d)$/, '$1-0$2-$3');
      if (padded !== c && casValid(padded)) {
        kept.push(padded);
        repairs.push(`CAS "${c}" repaired to "${padded}" (check digit)`);
      } else repairs.push(`CAS "${c}" fails its check digit, left out`);
    }
  }
  row.cas = kept.join('；');
  return { ok: true, row, repairs };
}
