import { createHash } from 'node:crypto';
import type { RecordRow } from '../writer.js';
import { quote, type Reject } from './reasons.js';
import { cell, cityOf, findHeader, headerKey, parseDay, provinceOf, standardIn, type Aliases } from './table.js';

/**
 * The xlsx attachments of the 食品安全监督抽检信息公告 (SAMR and provincial SAMRs), in both
 * layouts: 不合格产品信息 (with 不合格项目║检验结果║标准值, as one column or three, and 检验机构) and
 * 合格产品信息 (the same without them). The notice's date stands as the record's date: the lists
 * publish no sampling date.
 */
const aliases = {
  seq: ['序号'],
  producer: ['标称生产企业名称', '生产企业名称', '标称生产者名称', '标称生产企业'],
  producerAddress: ['标称生产企业地址', '生产企业地址', '标称生产者地址'],
  sampledUnit: ['被抽样单位名称', '被抽样单位'],
  sampledProvince: [
    '被抽样单位所在省份',
    '被抽样单位所在省份自治区直辖市',
    '被抽样单位所在省',
    '所在省份',
    '被抽样单位所在地',
  ],
  sampledAddress: ['被抽样单位地址'],
  productName: ['食品名称', '样品名称', '产品名称'],
  specification: ['规格型号', '规格'],
  brand: ['商标'],
  productionDate: ['生产日期批号', '生产日期', '批号'],
  item: ['不合格项目', '不合格项目名称'],
  measured: ['检验结果'],
  limit: ['标准值', '标准规定值', '标准要求'],
  foodCategory: ['分类', '食品分类', '食品类别', '食品大类'],
  noticeNo: ['公告号', '通告号', '公告编号'],
  noticeDate: ['公告日期', '通告日期', '发布日期'],
  taskSource: ['任务来源项目名称', '任务来源', '项目名称', '任务来源或项目名称'],
  testingUnit: ['检验机构', '检验机构名称', '承检机构'],
  standard: ['判定依据', '检验依据'],
  remark: ['备注'],
} satisfies Aliases<string>;
type Field = keyof typeof aliases;
const label: Partial<Record<Field, string>> = {
  productName: '食品名称',
  noticeDate: '公告日期',
  item: '不合格项目',
};

/** The joined column: "不合格项目║检验结果║标准值" (the separator sometimes typed as | or ||). */
const isJoined = (header: string) => /不合格项目/.test(header) && /[║|｜]/.test(header);
const splitJoined = (s: string) => s.split(/\s*(?:║|\|\||\||｜)\s*/);

export interface HazardItem {
  seq: number;
  item: string;
  resultText: string;
  limitText: string;
  measuredValue: number | null;
  limitValue: number | null;
  unit: string;
  standardNo: string;
}

export interface SamplingParsed {
  row: RecordRow;
  hazards: HazardItem[];
  line: number;
}

/** "0.34mg/kg" → 0.34 mg/kg; "≤0.2mg/kg" → 0.2; "不得使用", "8.5×10³CFU/g" → no plain number. */
function amount(text: string): { value: number | null; unit: string } {
  const m = /^[≤<≦＜]?\s*=?\s*(\d+(?:\.\d+)?)\s*([a-zA-Zμµ/%]+(?:\/[a-zA-Z0-9]+)?)?\s*$/.exec(
    text.normalize('NFKC').trim(),
  );
  if (!m) return { value: null, unit: '' };
  return { value: Number(m[1]), unit: (m[2] ?? '').replace('µ', 'μ') };
}

/** Failing items: one per line of the cell(s); the three parts from the joined cell or three cells. */
export function hazardItems(joined: string, item: string, measured: string, limit: string): HazardItem[] {
  const lines = (s: string) =>
    s
      .split(/\r?\n|[；;]\s*(?=\S)/)
      .map((x) => x.trim())
      .filter(Boolean);
  const parts: [string, string, string][] = joined
    ? lines(joined).map((l) => {
        const [a = '', b = '', c = ''] = splitJoined(l);
        return [a, b, c];
      })
    : lines(item).map((it, i) => [it, lines(measured)[i] ?? '', lines(limit)[i] ?? '']);
  return parts
    .filter(([it]) => it)
    .map(([it, res, lim], i) => {
      const m = amount(res);
      const l = amount(lim);
      return {
        seq: i + 1,
        item: it,
        resultText: res,
        limitText: lim,
        measuredValue: m.value,
        limitValue: l.value,
        unit: m.unit || l.unit,
        standardNo: standardIn(lim),
      };
    });
}

/** 国家 / 省 / 市 from the task source, else the notice number. */
export function levelOf(...texts: string[]): 'national' | 'provincial' | 'city' | undefined {
  for (const t of texts) {
    if (!t) continue;
    if (/国家|总局|国抽/.test(t)) return 'national';
    if (/省|自治区|省抽/.test(t) && !/市级|市抽/.test(t)) return 'provincial';
    if (/市|区|县/.test(t)) return 'city';
  }
  return undefined;
}

const need = ['序号', '食品名称', '被抽样单位名称', '公告号', '公告日期'];

export function parseSamplingSheet(rows: string[][]): { parsed: SamplingParsed[]; rejects: Reject[]; read: number } {
  const header = findHeader(rows, aliases, 4);
  if (!header)
    return {
      parsed: [],
      rejects: [{ line: 1, key: '', code: 'noHeader', values: { need: need.join('、') } }],
      read: 0,
    };
  const joinedAt = rows[header.row]!.findIndex(isJoined);
  const failing = joinedAt >= 0 || header.columns.item !== undefined;
  const parsed: SamplingParsed[] = [];
  const rejects: Reject[] = [];
  const firstLine = new Map<string, number>();
  let read = 0;
  for (let r = header.row + 1; r < rows.length; r++) {
    const row = rows[r]!;
    const line = r + 1;
    const get = (f: Field) => cell(row, header, f);
    // A repeated header (a sheet pasted twice) or a footnote line is not a record.
    if (headerKey(get('productName')) === headerKey('食品名称') || /^(注|说明)[:：]/.test(row[0] ?? '')) continue;
    read++;
    const productName = get('productName');
    const noticeNo = get('noticeNo');
    const name = productName || `#${get('seq') || line}`;
    const reject = (code: Reject['code'], values?: Reject['values']) => rejects.push({ line, key: name, code, values });
    if (!productName) {
      reject('missing', { column: label.productName! });
      continue;
    }
    const noticeDateText = get('noticeDate');
    const noticeDate = parseDay(noticeDateText);
    if (!noticeDateText) {
      reject('missing', { column: label.noticeDate! });
      continue;
    }
    if (!noticeDate) {
      reject('badDate', { column: label.noticeDate!, value: quote(noticeDateText) });
      continue;
    }
    const taskSource = get('taskSource');
    const level = levelOf(taskSource, noticeNo);
    if (!level) {
      reject('noLevel');
      continue;
    }
    const hazards = failing
      ? hazardItems(joinedAt >= 0 ? (row[joinedAt] ?? '').trim() : '', get('item'), get('measured'), get('limit'))
      : [];
    if (failing && !hazards.length) {
      reject('noFailingItem');
      continue;
    }
    const provinceCell = get('sampledProvince');
    const sampledAddress = get('sampledAddress');
    const sampledProvince = provinceOf(provinceCell) || provinceOf(sampledAddress);
    const sampledUnit = get('sampledUnit');
    const producer = get('producer');
    const dateOrBatch = get('productionDate');
    const productionDate = parseDay(dateOrBatch) ?? null;
    const seq = get('seq');
    const identity = [
      failing ? 'fail' : 'pass',
      noticeNo || noticeDate,
      seq,
      productName,
      sampledUnit,
      producer,
      dateOrBatch,
    ];
    const sourceKey = `${noticeNo || noticeDate}#${seq || '-'}#${createHash('sha1').update(identity.join('\u0001')).digest('hex').slice(0, 16)}`;
    const first = firstLine.get(sourceKey);
    if (first) {
      reject('repeated', { first, key: `${noticeNo} ${seq}`.trim() });
      continue;
    }
    firstLine.set(sourceKey, line);
    const lead = hazards[0];
    const standardBasis =
      hazards.map((h) => h.standardNo).find(Boolean) || standardIn(get('standard')) || standardIn(get('remark'));
    parsed.push({
      line,
      hazards,
      row: {
        sourceKey,
        noticeNo,
        productName,
        foodCategory: get('foodCategory'),
        brand: get('brand') === '/' ? '' : get('brand'),
        specification: get('specification') === '/' ? '' : get('specification'),
        productionDate,
        batchNo: productionDate ? '' : dateOrBatch === '/' ? '' : dateOrBatch,
        producer: producer === '/' ? '' : producer,
        producerProvince: provinceOf(get('producerAddress')),
        sampledUnit,
        sampledProvince,
        sampledCity: cityOf(sampledProvince, sampledAddress || provinceCell),
        samplingDate: noticeDate,
        level,
        taskSource,
        hazard: lead?.item ?? '',
        measuredValue: lead?.measuredValue ?? null,
        limitValue: lead?.limitValue ?? null,
        unit: lead?.unit ?? '',
        result: failing ? 'fail' : 'pass',
        standardBasis,
        testingUnit: get('testingUnit'),
        demo: false,
      },
    });
  }
  return { parsed, rejects, read };
}
