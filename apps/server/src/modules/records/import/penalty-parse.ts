import type { RecordRow } from '../writer.js';
import { provinces } from '../regions.js';
import { quote, type Reject } from './reasons.js';
import { cell, findHeader, headerKey, parseDay, provinceOf, type Aliases } from './table.js';

/**
 * 行政处罚决定书 as the penalty-disclosure lists publish them (xlsx or CSV): 文书号, 当事人,
 * 统一社会信用代码, 违法行为类型, 违法事实, 处罚依据, 处罚类别, 处罚内容, 罚没金额, 处罚机关,
 * 处罚决定日期. The document number is the natural key.
 */
const aliases = {
  documentNo: ['文书号', '行政处罚决定书文号', '处罚决定书文号', '决定书文号', '行政处罚决定文书号'],
  party: ['当事人', '当事人名称', '行政相对人名称', '被处罚单位名称'],
  creditCode: ['统一社会信用代码', '行政相对人代码统一社会信用代码', '当事人统一社会信用代码'],
  violation: ['违法行为类型', '违法类型'],
  facts: ['违法事实', '主要违法事实', '违法行为'],
  basis: ['处罚依据', '行政处罚依据'],
  penaltyType: ['处罚类别', '处罚种类', '处罚类型'],
  content: ['处罚内容', '处罚结果', '行政处罚内容'],
  amount: ['罚没金额', '罚没金额元', '罚款金额', '罚款金额元', '罚没款金额'],
  amountWan: ['罚没金额万元', '罚款金额万元'],
  confiscated: ['没收违法所得没收非法财物的金额万元', '没收金额', '没收违法所得金额', '没收金额元'],
  authority: ['处罚机关', '处罚决定机关', '作出处罚决定的机关名称', '处罚机关名称'],
  decisionDate: ['处罚决定日期', '作出处罚决定的日期', '决定日期', '处罚日期'],
  caseName: ['案件名称'],
  foodCategory: ['食品类别', '食品分类'],
} satisfies Aliases<string>;
type Field = keyof typeof aliases;
const label: Partial<Record<Field, string>> = {
  documentNo: '文书号',
  party: '当事人',
  decisionDate: '处罚决定日期',
  amount: '罚没金额',
  authority: '处罚机关',
};

/** "5,000", "5000元", "0.5万元" in yuan; '' and "/" are 0; anything else is not an amount. */
export function parseYuan(text: string, inWan: boolean): number | undefined {
  const t = text.normalize('NFKC').replace(/[,\s]/g, '');
  if (!t || t === '/' || t === '-' || t === '无') return 0;
  const m = /^(\d+(?:\.\d+)?)(万)?元?$/.exec(t);
  if (!m) return undefined;
  const v = Number(m[1]) * (inWan || m[2] ? 10_000 : 1);
  return Math.round(v * 100) / 100;
}

// GB 32100: characters 3–8 of a 统一社会信用代码 are the registering office's division code.
const provinceByCode = new Map<string, string>([
  ['11', '北京'],
  ['12', '天津'],
  ['13', '河北'],
  ['14', '山西'],
  ['15', '内蒙古'],
  ['21', '辽宁'],
  ['22', '吉林'],
  ['23', '黑龙江'],
  ['31', '上海'],
  ['32', '江苏'],
  ['33', '浙江'],
  ['34', '安徽'],
  ['35', '福建'],
  ['36', '江西'],
  ['37', '山东'],
  ['41', '河南'],
  ['42', '湖北'],
  ['43', '湖南'],
  ['44', '广东'],
  ['45', '广西'],
  ['46', '海南'],
  ['50', '重庆'],
  ['51', '四川'],
  ['52', '贵州'],
  ['53', '云南'],
  ['54', '西藏'],
  ['61', '陕西'],
  ['62', '甘肃'],
  ['63', '青海'],
  ['64', '宁夏'],
  ['65', '新疆'],
]);
export const provinceOfCreditCode = (code: string) =>
  /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/.test(code) ? (provinceByCode.get(code.slice(2, 4)) ?? '') : '';

// An authority names its place: 广东省市场监督管理局, 深圳市市场监督管理局 → 广东.
const provinceOfAuthority = (authority: string) =>
  provinceOf(authority) || (provinces.find((p) => p.cities.some((c) => authority.startsWith(c)))?.name ?? '');

export interface PenaltyParsed {
  row: RecordRow;
  line: number;
}

export function parsePenaltySheet(rows: string[][]): { parsed: PenaltyParsed[]; rejects: Reject[]; read: number } {
  const header = findHeader(rows, aliases, 4);
  const need = ['文书号', '当事人', '处罚依据', '罚没金额', '处罚机关', '处罚决定日期'];
  if (!header)
    return {
      parsed: [],
      rejects: [{ line: 1, key: '', code: 'noHeader', values: { need: need.join('、') } }],
      read: 0,
    };
  const parsed: PenaltyParsed[] = [];
  const rejects: Reject[] = [];
  const firstLine = new Map<string, number>();
  let read = 0;
  for (let r = header.row + 1; r < rows.length; r++) {
    const row = rows[r]!;
    const line = r + 1;
    const get = (f: Field) => cell(row, header, f);
    if (headerKey(get('documentNo')) === headerKey('文书号')) continue;
    read++;
    const documentNo = get('documentNo').normalize('NFKC').replace(/\s+/g, '');
    const party = get('party');
    const key = documentNo || party || `#${line}`;
    const reject = (code: Reject['code'], values?: Reject['values']) => rejects.push({ line, key, code, values });
    const missing = (['documentNo', 'party', 'authority', 'decisionDate'] as const).find((f) => !get(f));
    if (missing) {
      reject('missing', { column: label[missing]! });
      continue;
    }
    const date = parseDay(get('decisionDate'));
    if (!date) {
      reject('badDate', { column: label.decisionDate!, value: quote(get('decisionDate')) });
      continue;
    }
    const wan = header.columns.amountWan !== undefined;
    const amountText = wan ? get('amountWan') : get('amount');
    const amount = parseYuan(amountText, wan);
    if (amount === undefined) {
      reject('badAmount', { column: label.amount!, value: quote(amountText) });
      continue;
    }
    const confiscated = parseYuan(
      get('confiscated'),
      /万元/.test(rows[header.row]![header.columns.confiscated ?? -1] ?? ''),
    );
    const first = firstLine.get(documentNo);
    if (first) {
      reject('repeated', { first, key: documentNo });
      continue;
    }
    firstLine.set(documentNo, line);
    const violation = get('violation');
    const creditCode = get('creditCode').toUpperCase();
    const authority = get('authority');
    parsed.push({
      line,
      row: {
        caseName: get('caseName') || `${party}${violation ? `${violation}` : ''}案`,
        documentNo,
        party,
        creditCode,
        partyProvince: provinceOfCreditCode(creditCode) || provinceOfAuthority(authority),
        authority,
        decisionDate: date,
        penaltyType: get('penaltyType'),
        penaltyContent: get('content'),
        amount,
        confiscatedAmount: confiscated ?? 0,
        riskFactor: violation,
        foodCategory: get('foodCategory'),
        illegalFacts: get('facts'),
        legalBasis: get('basis'),
        demo: false,
      },
    });
  }
  return { parsed, rejects, read };
}
