import { splitNumber } from '../../../lib/search/number.js';

/**
 * What a question asks, read from its words before any lookup: the routes of the written answer.
 * A standard number or a "which edition / in force / when" wording goes to the editions; a
 * reference-value word (ADI, TWI …) to the substances' reference values; a maximum-use word to
 * GB 2760; a pesticide question about China to what is not held; everything else to the limits
 * model (when a substance is named) and then to the clauses.
 */
export type AnswerLang = 'zh' | 'en';

export interface Intent {
  lang: AnswerLang;
  /** Standard number without year (`GB7718`), with year when given (`GB7718-2025`). */
  numberCode: string | null;
  numberKey: string | null;
  /** The question without its number, for title lookups and food words. */
  rest: string;
  /** 现行 / 最新 / 哪一版 / 什么时候实施 / 有效: the validity data answers. */
  asksValidity: boolean;
  /** 什么时候实施 / when: the implementation day is the answer. */
  asksDate: boolean;
  asksReference: boolean;
  asksMaxUse: boolean;
  asksResidue: boolean;
  mentionsPesticide: boolean;
  /** Jurisdictions the question names (CN, EU, TW); empty = not said. */
  jurisdictions: string[];
  /** A place whose rules this database does not hold (US, Japan …), as the question names it. */
  foreignPlace: string | null;
  /** The question names an interpretation or a court: its articles may rank first. */
  namesInterpretation: boolean;
}

const validityWords =
  /现行|最新|哪一版|哪个版本|哪版|版本|什么时候实施|何时实施|实施日期|实施时间|几时实施|还有效|是否有效|有效吗|还能用|能用吗|废止|作废|替代|in force|current|latest|edition|version|valid|replaced|implemented|take effect|effective/i;
const dateWords = /什么时候|何时|实施日期|实施时间|几时|哪天|when|date/i;
const referenceWords =
  /ADI|TWI|TDI|ARfD|每日允许摄入量|每日耐受摄入量|每周耐受摄入量|耐受摄入量|急性参考剂量|acceptable daily intake|tolerable/i;
const maxUseWords =
  /最大使用量|使用量|使用范围|能用吗|能否使用|可以使用|能不能用|允许使用|maximum use|permitted use|max(imum)? use/i;
const residueWords = /残留|MRL|residue/i;
const pesticideWords = /农药|农残|pesticide/i;
const interpretationWords = /解释|司法|最高人民法院|最高人民检察院|法院|interpretation|court/i;

const places: { re: RegExp; code: string }[] = [
  { re: /欧盟|欧洲|\bEU\b|European|Europe/i, code: 'EU' },
  { re: /台湾|臺灣|Taiwan|TFDA/i, code: 'TW' },
  { re: /中国(?!台湾)|国内|我国|大陆|China|Chinese|mainland|GB\s?\d/i, code: 'CN' },
];
// Places whose own rules are not in this database (the portal holds CN, EU 2023/915 and TW).
const foreign =
  /美国|FDA|USDA|日本|韩国|加拿大|澳大利亚|新西兰|英国|CODEX|国际食品法典|United States|\bUS\b|\bUSA\b|Japan|Korea|Canada|Australia|New Zealand|\bUK\b|Codex/i;

/** English when Latin letters outnumber Chinese characters (quoted names aside). */
export function questionLang(q: string): AnswerLang {
  const han = (q.match(/\p{Script=Han}/gu) ?? []).length;
  const latin = (q.match(/[A-Za-z]/g) ?? []).length;
  return latin > han * 2 ? 'en' : 'zh';
}

// A standard number has a prefix and at least three digits ("黄曲霉毒素B1" is not one).
const standardPrefix = /^(GB|GB\/T|GB\/Z|SN\/T|NY\/T|NY|SB\/T|QB\/T|LS\/T|WS|WS\/T|DB\d*|T\/[A-Z]+|DEMO-GB)\d{3}/;

export function readIntent(question: string): Intent {
  const { keys, rest } = splitNumber(question);
  const isStandard = !!keys?.code && standardPrefix.test(keys.code);
  const foreignHit = foreign.exec(question);
  return {
    lang: questionLang(question),
    numberCode: isStandard ? keys!.code : null,
    numberKey: isStandard ? keys!.key : null,
    rest: isStandard ? rest : question,
    asksValidity: validityWords.test(question),
    asksDate: dateWords.test(question),
    asksReference: referenceWords.test(question),
    asksMaxUse: maxUseWords.test(question),
    asksResidue: residueWords.test(question),
    mentionsPesticide: pesticideWords.test(question),
    jurisdictions: places.filter((p) => p.re.test(question)).map((p) => p.code),
    foreignPlace: foreignHit ? foreignHit[0] : null,
    namesInterpretation: interpretationWords.test(question),
  };
}
