/**
 * What a shipped standard is, from its number and title. Only products have an indicator list of
 * their own; test methods, toxicology procedures and hygiene codes print reagent volumes, steps and
 * plant requirements in tables that look like requirement tables, so they are never offered at
 * /indicators (they stay in the library).
 */
export const standardKinds = ['product', 'method', 'hygiene', 'general', 'additive', 'packaging'] as const;
export type StandardKind = (typeof standardKinds)[number];

/** Series whose every part is a test method or procedure (GB 4789 microbiology, GB 5009 chemistry …). */
const methodSeries = /^GB(?:\/T)?\s*(4789|5009|5413|15193|23200|31604|21309)\.\d/;
/** Series of additive, flavour and nutrient-fortifier specifications. */
const additiveSeries = /^GB(?:\/T)?\s*(1886|1903|29938|30616)\.?/;
/** Food-contact materials and articles, and the chemicals for them. */
const packagingSeries = /^GB(?:\/T)?\s*(4806|9685|14930)(?![\d])/;
/** Horizontal standards every product defers to (limits, uses, labels), by number without year. */
const generalNumbers = new Set([
  '2760',
  '2761',
  '2762',
  '2763',
  '14880',
  '29921',
  '31607',
  '31650',
  '31650.1',
  '7718',
  '28050',
  '13432',
  '29924',
  '31648',
  '31664',
  '26878',
  '10789',
  '5749',
]);

/**
 * `head` is the start of the text, read for the title when the file gives only the number
 * ("GB 31647 2018"): the cover names the standard.
 */
export function classifyStandard(number: string, title: string, head = ''): StandardKind {
  const base = /^[A-Z]+(?:\/T)?\s*([\d.]+)[-\s]/.exec(number)?.[1] ?? '';
  const named = /[\u4e00-\u9fff]/.test(title) ? title : `${title} ${head.slice(0, 300)}`;
  if (methodSeries.test(number) || /测定|检验方法|检测方法|试验方法|毒理学|检验规程|评价程序|试验$/.test(named))
    return 'method';
  if (packagingSeries.test(number) || /包装材料|销售包装|接触材料|过滤纸板/.test(named)) return 'packaging';
  if (generalNumbers.has(base) || /术语|分类$|食品分类|限量|标签|指南|使用标准/.test(named)) return 'general';
  if (/规范|卫生要求/.test(named)) return 'hygiene';
  if (additiveSeries.test(number) || /食品添加剂\s|营养强化剂\s/.test(title)) return 'additive';
  return 'product';
}

/**
 * PyPDF2 gives a PDF whose fonts carry no character map as glyph codes ("/G21 /G22 …"): such a
 * text cannot be read, so its list holds only what it inherits, and says so.
 */
export function textReadable(text: string): boolean {
  const head = text.slice(0, 4000);
  const codes = head.match(/\/G[0-9A-F]{2}\b/g)?.length ?? 0;
  const cjk = head.match(/[\u4e00-\u9fff]/g)?.length ?? 0;
  // Text decoded with the wrong code page comes out as Hangul syllables.
  const hangul = head.match(/[\uac00-\ud7af]/g)?.length ?? 0;
  return text.trim().length > 0 && codes < Math.max(20, cjk) && hangul < Math.max(20, cjk);
}
