import { provinces } from '../regions.js';

/**
 * A 案号 read by the rules of 最高人民法院关于人民法院案件案号的若干规定 (2016): （收案年度）法院代字
 * 类型代字 案件编号 号. The court code gives the level (京 high court, 京01 intermediate, 京0105
 * basic, 最高法 the Supreme People's Court; 7x codes are the special courts) and the province; the
 * type code gives the kind and the instance: (2023)京01民终1234号 → 民事 二审.
 */
export interface CaseNumber {
  caseNo: string;
  year: number;
  province: string;
  courtLevel: '最高' | '高级' | '中级' | '基层' | '专门';
  caseKind: string;
  instance: string;
}

const kinds: Record<string, string> = {
  民: '民事',
  刑: '刑事',
  行: '行政',
  执: '执行',
  赔: '国家赔偿',
  司: '司法救助',
};
// Type codes after the kind character, longest first where one is a prefix of another.
const stages: [string, string][] = [
  ['初', '一审'],
  ['终', '二审'],
  ['再', '再审'],
  ['申', '申请再审审查'],
  ['抗', '抗诉'],
  ['监', '审判监督'],
  ['辖终', '管辖上诉'],
  ['辖', '管辖'],
  ['特', '特别程序'],
  ['督', '督促程序'],
  ['保', '财产保全'],
  ['撤', '撤销仲裁裁决'],
  ['更', '减刑假释'],
  ['异', '执行异议'],
  ['复', '复议'],
];
const abbrToProvince = new Map(provinces.map((p) => [p.abbr, p.name]));

export function parseCaseNumber(text: string): CaseNumber | undefined {
  const t = text
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/[〔［[]/g, '(')
    .replace(/[〕］\]]/g, ')');
  const m = /\((\d{4})\)(最高法|[\u4e00-\u9fa5])(\d{0,4})([民刑行执赔司])([\u4e00-\u9fa5]{0,3}?)(\d+)号/.exec(t);
  if (!m) return undefined;
  const [, year, court, digits, kind, stage] = m;
  let courtLevel: CaseNumber['courtLevel'];
  if (court === '最高法') courtLevel = '最高';
  else if (!digits) courtLevel = '高级';
  else if (digits.startsWith('7')) courtLevel = '专门';
  else if (digits.length === 2) courtLevel = '中级';
  else if (digits.length === 4) courtLevel = '基层';
  else return undefined;
  const province = court === '最高法' ? '' : (abbrToProvince.get(court!) ?? '');
  if (court !== '最高法' && !province) return undefined;
  const instance = kind === '执' && !stage ? '执行' : (stages.find(([code]) => stage === code)?.[1] ?? '');
  return {
    caseNo: m[0].replace(/^\((\d{4})\)/, '（$1）'),
    year: Number(year),
    province,
    courtLevel,
    caseKind: kinds[kind!]!,
    instance,
  };
}
