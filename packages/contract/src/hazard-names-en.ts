/**
 * English names of the Chinese hazard items (检验项目) that sampling records, their charts and
 * the risk-factor rankings show. Names follow the English of the Codex / EU texts for
 * the same substance or organism; a GB "expressed as" note (以Pb计) becomes "(as Pb)". A name
 * with no entry has no English here, and pages show it as Chinese, marked as such.
 */
const core: Record<string, string> = {
  // Metals and elements (GB 2762)
  铅: 'Lead',
  镉: 'Cadmium',
  汞: 'Mercury',
  总汞: 'Total mercury',
  甲基汞: 'Methylmercury',
  砷: 'Arsenic',
  总砷: 'Total arsenic',
  无机砷: 'Inorganic arsenic',
  铬: 'Chromium',
  锡: 'Tin',
  镍: 'Nickel',
  铝: 'Aluminium',
  铝的残留量: 'Aluminium residue',
  // Contaminants and toxins (GB 2761, GB 2762)
  苯并芘: 'Benzo[a]pyrene',
  '苯并[a]芘': 'Benzo[a]pyrene',
  'N-二甲基亚硝胺': 'N-Nitrosodimethylamine',
  黄曲霉毒素B1: 'Aflatoxin B1',
  '黄曲霉毒素B₁': 'Aflatoxin B₁',
  黄曲霉毒素M1: 'Aflatoxin M1',
  '黄曲霉毒素M₁': 'Aflatoxin M₁',
  脱氧雪腐镰刀菌烯醇: 'Deoxynivalenol',
  赭曲霉毒素A: 'Ochratoxin A',
  玉米赤霉烯酮: 'Zearalenone',
  展青霉素: 'Patulin',
  '3-氯-1,2-丙二醇': '3-MCPD (3-monochloropropane-1,2-diol)',
  多氯联苯: 'Polychlorinated biphenyls (PCBs)',
  三聚氰胺: 'Melamine',
  氰化物: 'Cyanide',
  溴酸盐: 'Bromate',
  亚硝酸盐: 'Nitrite',
  硝酸盐: 'Nitrate',
  甲醇: 'Methanol',
  罂粟碱: 'Papaverine',
  溶剂残留量: 'Solvent residue',
  '余氯(游离氯)': 'Residual chlorine (free chlorine)',
  余氯: 'Residual chlorine',
  阴离子合成洗涤剂: 'Anionic synthetic detergent',
  // Additives (GB 2760)
  二氧化硫残留量: 'Sulphur dioxide residue',
  二氧化硫: 'Sulphur dioxide',
  苯甲酸及其钠盐: 'Benzoic acid and its sodium salt',
  山梨酸及其钾盐: 'Sorbic acid and its potassium salt',
  脱氢乙酸及其钠盐: 'Dehydroacetic acid and its sodium salt',
  糖精钠: 'Sodium saccharin',
  甜蜜素: 'Cyclamate',
  胭脂红: 'Ponceau 4R',
  日落黄: 'Sunset yellow FCF',
  柠檬黄: 'Tartrazine',
  亮蓝: 'Brilliant blue FCF',
  安赛蜜: 'Acesulfame potassium',
  // Illegal substances
  碱性嫩黄: 'Auramine O',
  孔雀石绿: 'Malachite green',
  苏丹红: 'Sudan red',
  // Veterinary drugs (GB 31650)
  恩诺沙星: 'Enrofloxacin',
  氧氟沙星: 'Ofloxacin',
  氯霉素: 'Chloramphenicol',
  氟苯尼考: 'Florfenicol',
  甲硝唑: 'Metronidazole',
  呋喃唑酮代谢物: 'Furazolidone metabolite',
  地西泮: 'Diazepam',
  // Pesticides (GB 2763)
  克百威: 'Carbofuran',
  噻虫胺: 'Clothianidin',
  噻虫嗪: 'Thiamethoxam',
  毒死蜱: 'Chlorpyrifos',
  氧乐果: 'Omethoate',
  乐果: 'Dimethoate',
  水胺硫磷: 'Isocarbophos',
  联苯菊酯: 'Bifenthrin',
  腐霉利: 'Procymidone',
  草甘膦: 'Glyphosate',
  啶虫脒: 'Acetamiprid',
  甲拌磷: 'Phorate',
  // Micro-organisms
  菌落总数: 'Aerobic plate count',
  大肠菌群: 'Coliforms',
  大肠埃希氏菌: 'Escherichia coli',
  霉菌: 'Moulds',
  酵母: 'Yeasts',
  嗜渗酵母计数: 'Osmophilic yeast count',
  铜绿假单胞菌: 'Pseudomonas aeruginosa',
  沙门氏菌: 'Salmonella',
  金黄色葡萄球菌: 'Staphylococcus aureus',
  单核细胞增生李斯特氏菌: 'Listeria monocytogenes',
  // Quality indicators
  过氧化值: 'Peroxide value',
  酸价: 'Acid value',
  蔗糖: 'Sucrose',
  蛋白质: 'Protein',
};

/** The "expressed as" part: a formula stays as it is, a Chinese name is looked up. */
const asPart: Record<string, string> = {
  脂肪: 'fat basis',
  亚硝酸钠: 'as sodium nitrite',
  山梨酸: 'as sorbic acid',
  苯甲酸: 'as benzoic acid',
  脱氢乙酸: 'as dehydroacetic acid',
  糖精: 'as saccharin',
  环己基氨基磺酸: 'as cyclamic acid',
  十二烷基苯磺酸钠: 'as sodium dodecylbenzenesulfonate',
  '干样品，以Al': 'dry sample, as Al',
};

/** One bracketed qualifier: (以Pb计), (KOH), (干样品，以Al计). Undefined when it is not understood. */
function qualifier(inner: string): string | undefined {
  if (/^[A-Za-z0-9₀-₉]+$/.test(inner)) return inner;
  const as = /^(.*?)以(.+)计$/.exec(inner);
  if (!as) return undefined;
  const [, before = '', what = ''] = as;
  if (before) return asPart[`${before}以${what}`];
  if (/^[A-Za-z0-9₀-₉]+$/.test(what)) return `as ${what}`;
  return asPart[what];
}

/** The English name of a hazard item, or undefined when some part of it has no entry. */
export function hazardNameEn(name: string): string | undefined {
  const text = name.trim().replace(/（/g, '(').replace(/）/g, ')');
  const whole = core[text];
  if (whole) return whole;
  const m = /^([^()]+)((?:\([^()]*\))+)$/.exec(text);
  if (!m) return undefined;
  const base = core[m[1]!.trim()];
  if (!base) return undefined;
  const parts = [...m[2]!.matchAll(/\(([^()]*)\)/g)].map((p) => qualifier(p[1]!));
  if (parts.some((p) => p === undefined)) return undefined;
  return `${base} (${parts.join(', ')})`;
}
