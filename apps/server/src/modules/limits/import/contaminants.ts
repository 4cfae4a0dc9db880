import type { SubstanceIn } from './types.js';

/**
 * One identity for each contaminant and mycotoxin the Chinese and EU tables name differently
 * (铅 / Lead, 黄曲霉毒素B1 / aflatoxin B1). CAS numbers and names are chemistry facts; Chinese names
 * of substances only the EU regulates are the portal's translation (marked in `synonyms`).
 * `cn` lists how GB 2762 / GB 2761 name it, `eu` how Regulation 2023/915 names what it limits.
 */
interface Contaminant {
  key: string;
  zh: string;
  en: string;
  cas?: string;
  cls: 'contaminant' | 'mycotoxin';
  cn?: string[];
  eu?: string[];
  translated?: boolean;
}

export const contaminants: Contaminant[] = [
  { key: 'cas:7439-92-1', zh: '铅', en: 'Lead', cas: '7439-92-1', cls: 'contaminant', cn: ['铅'], eu: ['Lead'] },
  { key: 'cas:7440-43-9', zh: '镉', en: 'Cadmium', cas: '7440-43-9', cls: 'contaminant', cn: ['镉'], eu: ['Cadmium'] },
  { key: 'cas:7439-97-6', zh: '汞', en: 'Mercury', cas: '7439-97-6', cls: 'contaminant', cn: ['汞'], eu: ['Mercury'] },
  { key: 'cas:7440-38-2', zh: '砷', en: 'Arsenic', cas: '7440-38-2', cls: 'contaminant', cn: ['砷'], eu: ['Arsenic'] },
  {
    key: 'cas:7440-31-5',
    zh: '锡',
    en: 'Tin',
    cas: '7440-31-5',
    cls: 'contaminant',
    cn: ['锡'],
    eu: ['Inorganic tin'],
  },
  { key: 'cas:7440-02-0', zh: '镍', en: 'Nickel', cas: '7440-02-0', cls: 'contaminant', cn: ['镍'], eu: ['Nickel'] },
  { key: 'cas:7440-47-3', zh: '铬', en: 'Chromium', cas: '7440-47-3', cls: 'contaminant', cn: ['铬'] },
  { key: 'cas:14797-65-0', zh: '亚硝酸盐', en: 'Nitrite', cas: '14797-65-0', cls: 'contaminant', cn: ['亚硝酸盐'] },
  {
    key: 'cas:14797-55-8',
    zh: '硝酸盐',
    en: 'Nitrate',
    cas: '14797-55-8',
    cls: 'contaminant',
    cn: ['硝酸盐'],
    eu: ['Nitrates'],
  },
  {
    key: 'cas:50-32-8',
    zh: '苯并[a]芘',
    en: 'Benzo[a]pyrene',
    cas: '50-32-8',
    cls: 'contaminant',
    cn: ['苯并[a]芘'],
    eu: ['benzo[a]pyrene'],
  },
  {
    key: 'name:pah4',
    zh: '多环芳烃(PAH4总和)',
    en: 'PAH4 (sum of benzo[a]pyrene, benz[a]anthracene, benzo[b]fluoranthene, chrysene)',
    cls: 'contaminant',
    eu: ['sum of benzo[a]pyrene, benz[a]anthracene, benzo[b]fluoranthene, chrysene'],
    translated: true,
  },
  {
    key: 'cas:62-75-9',
    zh: 'N-二甲基亚硝胺',
    en: 'N-Nitrosodimethylamine (NDMA)',
    cas: '62-75-9',
    cls: 'contaminant',
    cn: ['N-二甲基亚硝胺'],
  },
  {
    key: 'name:pcbs',
    zh: '多氯联苯',
    en: 'Polychlorinated biphenyls (PCBs)',
    cls: 'contaminant',
    cn: ['多氯联苯'],
    eu: ['sum of PCB28, PCB52, PCB101, PCB138, PCB153, PCB180 (ICES-6)'],
  },
  {
    key: 'name:dioxins',
    zh: '二噁英及二噁英类多氯联苯',
    en: 'Dioxins and dioxin-like PCBs',
    cls: 'contaminant',
    eu: ['sum of dioxins (WHO-PCDD/F-TEQ)', 'sum of dioxins and dioxin-like PCBs (WHO-PCDD/F-PCB-TEQ)'],
    translated: true,
  },
  {
    key: 'cas:96-24-2',
    zh: '3-氯-1,2-丙二醇',
    en: '3-Monochloropropane-1,2-diol (3-MCPD)',
    cas: '96-24-2',
    cls: 'contaminant',
    cn: ['3-氯-1,2-丙二醇'],
    eu: ['3-monochloro-propane-1,2-diol (3-MCPD)', 'Sum of 3-MCPD and its fatty acid esters'],
  },
  {
    key: 'name:glycidyl-esters',
    zh: '缩水甘油脂肪酸酯',
    en: 'Glycidyl fatty acid esters',
    cls: 'contaminant',
    eu: ['Glycidol fatty acid esters'],
    translated: true,
  },
  {
    key: 'cas:1162-65-8',
    zh: '黄曲霉毒素B1',
    en: 'Aflatoxin B1',
    cas: '1162-65-8',
    cls: 'mycotoxin',
    cn: ['黄曲霉毒素B1'],
    eu: ['aflatoxin B1'],
  },
  {
    key: 'name:aflatoxins-sum',
    zh: '黄曲霉毒素(B1+B2+G1+G2总和)',
    en: 'Aflatoxins (sum of B1, B2, G1, G2)',
    cls: 'mycotoxin',
    eu: ['sum of aflatoxins B1+B2+G1+G2'],
    translated: true,
  },
  {
    key: 'cas:6795-23-9',
    zh: '黄曲霉毒素M1',
    en: 'Aflatoxin M1',
    cas: '6795-23-9',
    cls: 'mycotoxin',
    cn: ['黄曲霉毒素M1'],
    eu: ['aflatoxin M1'],
  },
  {
    key: 'cas:51481-10-8',
    zh: '脱氧雪腐镰刀菌烯醇',
    en: 'Deoxynivalenol (DON)',
    cas: '51481-10-8',
    cls: 'mycotoxin',
    cn: ['脱氧雪腐镰刀菌烯醇'],
    eu: ['Deoxynivalenol'],
  },
  {
    key: 'cas:149-29-1',
    zh: '展青霉素',
    en: 'Patulin',
    cas: '149-29-1',
    cls: 'mycotoxin',
    cn: ['展青霉素'],
    eu: ['Patulin'],
  },
  {
    key: 'cas:303-47-9',
    zh: '赭曲霉毒素A',
    en: 'Ochratoxin A',
    cas: '303-47-9',
    cls: 'mycotoxin',
    cn: ['赭曲霉毒素A'],
    eu: ['Ochratoxin A'],
  },
  {
    key: 'cas:17924-92-4',
    zh: '玉米赤霉烯酮',
    en: 'Zearalenone',
    cas: '17924-92-4',
    cls: 'mycotoxin',
    cn: ['玉米赤霉烯酮'],
    eu: ['Zearalenone'],
  },
  {
    key: 'name:t2-ht2',
    zh: 'T-2毒素和HT-2毒素',
    en: 'T-2 and HT-2 toxins',
    cls: 'mycotoxin',
    eu: ['T-2 and HT-2 toxins'],
    translated: true,
  },
  { key: 'name:fumonisins', zh: '伏马毒素', en: 'Fumonisins', cls: 'mycotoxin', eu: ['Fumonisins'], translated: true },
  {
    key: 'cas:518-75-2',
    zh: '桔青霉素',
    en: 'Citrinin',
    cas: '518-75-2',
    cls: 'mycotoxin',
    eu: ['Citrinin'],
    translated: true,
  },
  {
    key: 'name:ergot',
    zh: '麦角菌核和麦角生物碱',
    en: 'Ergot sclerotia and ergot alkaloids',
    cls: 'mycotoxin',
    eu: ['Ergot sclerotia and ergot alkaloids'],
    translated: true,
  },
  {
    key: 'name:pyrrolizidine',
    zh: '吡咯里西啶生物碱',
    en: 'Pyrrolizidine alkaloids',
    cls: 'contaminant',
    eu: ['Pyrrolizidine alkaloids'],
    translated: true,
  },
  {
    key: 'cas:51-55-8',
    zh: '阿托品',
    en: 'Atropine',
    cas: '51-55-8',
    cls: 'contaminant',
    eu: ['atropine'],
    translated: true,
  },
  {
    key: 'cas:51-34-3',
    zh: '东莨菪碱',
    en: 'Scopolamine',
    cas: '51-34-3',
    cls: 'contaminant',
    eu: ['scopolamine'],
    translated: true,
  },
  {
    key: 'cas:74-90-8',
    zh: '氢氰酸',
    en: 'Hydrocyanic acid',
    cas: '74-90-8',
    cls: 'contaminant',
    eu: ['Hydrocyanic acid'],
    translated: true,
  },
  {
    key: 'cas:14797-73-0',
    zh: '高氯酸盐',
    en: 'Perchlorate',
    cas: '14797-73-0',
    cls: 'contaminant',
    eu: ['Perchlorate'],
    translated: true,
  },
  {
    key: 'cas:1763-23-1',
    zh: '全氟辛烷磺酸(PFOS)',
    en: 'Perfluorooctane sulfonic acid (PFOS)',
    cas: '1763-23-1',
    cls: 'contaminant',
    eu: ['PFOS'],
    translated: true,
  },
  {
    key: 'cas:335-67-1',
    zh: '全氟辛酸(PFOA)',
    en: 'Perfluorooctanoic acid (PFOA)',
    cas: '335-67-1',
    cls: 'contaminant',
    eu: ['PFOA'],
    translated: true,
  },
  {
    key: 'cas:375-95-1',
    zh: '全氟壬酸(PFNA)',
    en: 'Perfluorononanoic acid (PFNA)',
    cas: '375-95-1',
    cls: 'contaminant',
    eu: ['PFNA'],
    translated: true,
  },
  {
    key: 'cas:108-78-1',
    zh: '三聚氰胺',
    en: 'Melamine',
    cas: '108-78-1',
    cls: 'contaminant',
    eu: ['Melamine'],
    translated: true,
  },
  {
    key: 'cas:112-86-7',
    zh: '芥酸',
    en: 'Erucic acid',
    cas: '112-86-7',
    cls: 'contaminant',
    eu: ['Erucic acid'],
    translated: true,
  },
  {
    key: 'name:thc',
    zh: 'Δ9-四氢大麻酚当量',
    en: 'Δ9-THC equivalents',
    cls: 'contaminant',
    eu: ['THC equivalents'],
    translated: true,
  },
  {
    key: 'name:opium-alkaloids',
    zh: '鸦片生物碱',
    en: 'Opium alkaloids',
    cls: 'contaminant',
    eu: ['Opium alkaloids'],
    translated: true,
  },
];

export const contaminantSubstance = (c: Contaminant): SubstanceIn => ({
  key: c.key,
  nameZh: c.zh,
  nameEn: c.en,
  cas: c.cas ?? null,
  substanceClass: c.cls,
  synonyms: [...(c.cn ?? []), ...(c.eu ?? []), ...(c.translated ? ['中文名为本平台译名'] : [])].filter(
    (s) => s !== c.zh && s !== c.en,
  ),
});

/** GB 2762/2761: by the contaminant column ("镉(以Cd计)", "甲基汞(以Hg计)" → 汞, "硝酸盐(以NaNO3计)"). */
export function contaminantByCn(name: string): Contaminant | undefined {
  const bare = name.replace(/[（(].*$/, '').replace(/^(总|无机|甲基)/, '');
  return contaminants.find((c) => c.cn?.includes(bare) || c.cn?.includes(name));
}

export const contaminantByEu = (limitFor: string, contaminantEn: string) =>
  contaminants.find((c) => c.eu?.includes(limitFor)) ?? contaminants.find((c) => c.eu?.includes(contaminantEn));
