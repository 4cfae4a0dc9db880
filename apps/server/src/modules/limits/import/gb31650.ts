import { cell, emptyBatch, parseNumber, type Batch, type SubstanceIn } from './types.js';
import { tryMgKg } from '../units.js';

/**
 * GB 31650-2019 / GB 31650.1-2022 veterinary drug MRLs. The scheme is tissue first, then
 * species: "肌肉" holds the limits for all food animals, "肌肉/牛" those for cattle, so a cattle
 * muscle inherits the all-animal row. Species that belong to a wider group sit under it (鸡 under
 * 家禽, 绵羊 under 羊): the portal's grouping, written in `speciesParent`.
 * OCR glitches the data README names (empty tissue, "肪", "支+脂") are imported flagged.
 */
export const VET_SCHEME = 'GB31650';

const speciesParent: Record<string, string> = {
  鸡: '家禽',
  火鸡: '家禽',
  鹌鹑: '家禽',
  鸭: '家禽',
  鹅: '家禽',
  绵羊: '羊',
  山羊: '羊',
  鲑鱼: '鱼',
  鳟鱼: '鱼',
};
const ALL = '所有食品动物';
const badTissues = new Set(['', '肪', '支+脂']);

/** "牛、羊 (泌乳期禁用)" → species [牛, 羊] and the condition. */
export function splitSpecies(raw: string): { species: string[]; condition: string } {
  const s = raw
    .replace(/\\newline/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const m = /[（(]([^）)]*)[）)]\s*$/.exec(s);
  const condition = m ? m[1]!.trim() : '';
  const names = (m ? s.slice(0, m.index) : s)
    .split(/[、/]/)
    .map((x) => x.trim())
    .filter(Boolean);
  return { species: names.length ? names : [ALL], condition };
}

export function vetDrugSubstance(r: Record<string, string>, cas: string | undefined): SubstanceIn {
  const en = cell(r.drug_en);
  return {
    key: cas ? `cas:${cas}` : `name:${(en || cell(r.drug_zh)).toLowerCase()}`,
    nameZh: cell(r.drug_zh),
    nameEn: en,
    cas: cas ?? null,
    substanceClass: 'vet_drug',
    synonyms: [cell(r.drug_class_zh)].filter(Boolean),
  };
}

export function parseGb31650(records: Record<string, string>[], casByName: Map<string, string>): Batch {
  const batch = emptyBatch();
  const nodes = new Set<string>();
  const subs = new Set<string>();
  const addNode = (key: string, parentKey: string | null, name: string) => {
    if (nodes.has(key)) return;
    nodes.add(key);
    batch.nodes.push({ scheme: VET_SCHEME, key, parentKey, nameSource: name, nameZh: name });
  };
  records.forEach((r, i) => {
    batch.read++;
    const line = i + 2;
    if (!cell(r.drug_zh)) return batch.rejected.push({ line, reason: 'no drug name' });
    const value = parseNumber(cell(r.mrl_value) || cell(r.mrl_raw));
    if (value === null) return batch.rejected.push({ line, reason: `no number in limit "${r.mrl_raw}"` });
    const unit = cell(r.unit) || 'μg/kg';
    const mg = tryMgKg(value, unit);
    if (mg === 'unknown-unit') return batch.rejected.push({ line, reason: `unknown unit ${unit}` });
    const sub = vetDrugSubstance(r, casByName.get(cell(r.drug_en).toLowerCase()));
    if (!subs.has(sub.key)) {
      subs.add(sub.key);
      batch.substances.push(sub);
      if (cell(r.adi))
        batch.refValues.push({
          substanceKey: sub.key,
          kind: 'ADI',
          value: parseNumber(r.adi!.split(/[～~]/).pop()!),
          valueRaw: cell(r.adi),
          unit: /μg/.test(r.adi!) ? 'μg/kg bw' : 'mg/kg bw',
          source: cell(r.standard),
          year: Number(/-(\d{4})/.exec(cell(r.standard))?.[1]) || null,
          sourceKey: `${cell(r.standard)}|ADI|${sub.key}`,
        });
    }
    const tissueRaw = cell(r.target_tissue);
    const flagged = badTissues.has(tissueRaw);
    const tissue = flagged ? '组织名OCR缺损' : tissueRaw;
    const { species, condition } = splitSpecies(cell(r.animal_species));
    const rest = cell(r.mrl_raw)
      .replace(/^[\d\s.]+/, '')
      .trim();
    addNode(tissue, null, tissue);
    for (const sp of species) {
      const group = speciesParent[sp];
      let key = tissue;
      if (sp !== ALL) {
        if (group) addNode(`${tissue}/${group}`, tissue, `${group}${tissue}`);
        key = group ? `${tissue}/${group}/${sp}` : `${tissue}/${sp}`;
        addNode(key, group ? `${tissue}/${group}` : tissue, `${sp}${tissue}`);
      }
      batch.limits.push({
        sourceKey: `${cell(r.standard)}|${cell(r.section)}|${cell(r.drug_zh)}|${cell(r.animal_species)}|${tissueRaw}|${cell(r.mrl_raw)}|${sp}`,
        substanceKey: sub.key,
        scheme: VET_SCHEME,
        nodeKey: key,
        jurisdiction: 'CN',
        limitType: 'MRL',
        limitFor: cell(r.marker_residue).slice(0, 400),
        valueRaw: cell(r.mrl_raw),
        value,
        unit,
        valueMgKg: mg,
        basis: [condition, rest.replace(/^[（(]|[)）]$/g, '')].filter(Boolean).join('；'),
        footnotes: cell(r.extra_cells),
        foodLabel: `${cell(r.animal_species)} ${tissueRaw}`.trim(),
        sourceDoc: cell(r.standard),
        sourceTable: cell(r.section),
        caveat: flagged
          ? `靶组织OCR识别有误（原文"${tissueRaw}"），未作为有效限量使用 / target tissue garbled by OCR ("${tissueRaw}"), not used as an effective limit`
          : '',
        flagged,
        origin: 'data/cn_gb31650_vet_drug_mrls.csv',
      });
    }
  });
  return batch;
}
