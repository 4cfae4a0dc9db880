/**
 * Table 3 entries that restrict a class of substances ("…及其盐类", "水溶性锌盐", "无机亚硫酸盐类") print no member's
 * name, so the name match finds none of the catalogue rows in the class. These patterns over the catalogue's INCI
 * names are the portal's own reading of each class (not the source's list): a row they match is shown as possibly
 * under the entry, for the user to check against the entry's text, never as restricted outright.
 * `except` leaves out rows the entry itself excepts or that are not of the class (an oxide, a perborate, a dithionite).
 */
export interface Table3Class {
  no: number;
  inci: RegExp;
  except?: RegExp;
}

export const table3Classes: readonly Table3Class[] = [
  // 硼酸、硼酸盐和四硼酸盐: a perborate releases hydrogen peroxide and is not a borate of this entry.
  { no: 3, inci: /\bBORIC ACID\b|BORATE\b/, except: /PERBORATE|PHENYLMERCURIC/ },
  // 奎宁及其盐类
  { no: 12, inci: /\bQUININE\b/ },
  // 羟乙二磷酸及其盐类
  { no: 18, inci: /\bETIDRON(IC ACID|ATE)\b/ },
  // 草酸及其酯类和碱金属盐类
  { no: 20, inci: /\bOXAL(IC ACID|ATE)\b/ },
  // 无机亚硫酸盐类和亚硫酸氢盐类: the footnote lists the sodium, potassium and ammonium (bi/meta)sulfites.
  { no: 23, inci: /^(SODIUM|POTASSIUM|AMMONIUM) (META)?(BI)?SULFITE$/ },
  // 巯基乙酸及其盐类；巯基乙酸酯类
  { no: 25, inci: /\bTHIOGLYCOL+(IC ACID|ATE)\b/ },
  // 碱金属的氯酸盐类
  { no: 40, inci: /^(LITHIUM|SODIUM|POTASSIUM|RUBIDIUM|CAESIUM|CESIUM) CHLORATE$/ },
  // 水溶性锌盐（苯酚磺酸锌和吡硫鎓锌除外）: whether a salt dissolves in water is for the user to check.
  { no: 47, inci: /^ZINC [A-Z]/, except: /PHENOLSULFONATE|PYRITHIONE|\bOXIDE\b|\bSULFIDE\b|FERMENT|\bDNA\b/ },
];

/** The class entries a catalogue row may fall under, by its INCI name. */
export const classEntriesOf = (inci: string): number[] =>
  table3Classes.filter((c) => c.inci.test(inci) && !c.except?.test(inci)).map((c) => c.no);
