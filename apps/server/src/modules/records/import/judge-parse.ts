import { chineseNumber } from '../../clauses/index.js';
import type { RecordRow } from '../writer.js';
import { parseCaseNumber } from './case-number.js';
import { quote, type Reject } from './reasons.js';
import { parseDay } from './table.js';

/**
 * 裁判文书: a full text (one document per file), or JSONL rows with the fields of the
 * published judgment lists (案号, 法院, 案由, 当事人, 裁判日期, 全文 …; the text is read for what a
 * row leaves out). The 案号 is the natural key and gives the court level, kind and instance.
 */
const digit: Record<string, string> = Object.fromEntries(
  [...'〇○零ＯO'].map((c) => [c, '0']).concat([...'一二三四五六七八九'].map((c, i) => [c, String(i + 1)])),
);

/** 二〇二三年五月十二日 → 2023-05-12 (the date under a judgment). */
export function chineseDate(text: string): string | undefined {
  const m = /([〇○零Ｏ一二三四五六七八九]{4})年([一二三四五六七八九十]{1,3})月([一二三四五六七八九十]{1,3})日/.exec(
    text,
  );
  if (!m) return undefined;
  const year = [...m[1]!].map((c) => digit[c]).join('');
  return parseDay(`${year}-${chineseNumber(m[2]!)}-${chineseNumber(m[3]!)}`);
}

const partyRoles = {
  complainant: /^(原告|上诉人|申请人|再审申请人|公诉机关|起诉人|公益诉讼起诉人)(（[^）]*）)?[:：]\s*([^，,。；\n]+)/,
  defendant: /^(被告人?|被上诉人|被申请人|被告单位)(（[^）]*）)?[:：]\s*([^，,。；\n]+)/,
};

export interface JudgeFields {
  caseNo?: string;
  court?: string;
  cause?: string;
  complainant?: string;
  defendant?: string;
  date?: string;
  result?: string;
  caseName?: string;
  fullText: string;
}

/** What a judgment's own text states: court, case number, parties, cause, result, date. */
export function readJudgmentText(text: string): JudgeFields {
  const body = text.replace(/\r/g, '');
  const lines = body
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  const court = lines.slice(0, 5).find((l) => /^[\u4e00-\u9fa5]{2,40}法院$/.test(l));
  const caseNo = /[（(〔]\s*\d{4}\s*[）)〕][^\s，。,]{1,12}?\d+号/.exec(body)?.[0];
  const parties = (re: RegExp) =>
    lines
      .map((l) => re.exec(l)?.[3]?.trim())
      .filter((x): x is string => !!x)
      .slice(0, 5)
      .join('、');
  const complainant = parties(partyRoles.complainant);
  const defendant = parties(partyRoles.defendant);
  // "…与被上诉人某公司产品责任纠纷一案": the cause is what follows the last party named.
  const civil = /与([^。\n]{1,100}?纠纷)一案/.exec(body)?.[1];
  const names = [...complainant.split('、'), ...defendant.split('、')]
    .map((n) => n.replace(/（[^）]*）/g, ''))
    .filter(Boolean);
  const afterParties = (seg: string) =>
    names.reduce((rest, n) => (rest.includes(n) ? rest.slice(rest.lastIndexOf(n) + n.length) : rest), seg);
  const cause = civil
    ? afterParties(civil).replace(/^[^\u4e00-\u9fa5]+/, '')
    : /[犯以]([\u4e00-\u9fa5、]{2,30}?罪)/.exec(body)?.[1];
  const decided =
    /(判决如下|裁定如下|调解协议)[:：]\s*([\s\S]*?)(?=\n\s*(如不服本|本判决为终审判决|本裁定为终审裁定|审\s*判\s*长|审\s*判\s*员)|$)/.exec(
      body,
    );
  const signature = lines.slice(-12).join('');
  return {
    court,
    caseNo,
    complainant: complainant || undefined,
    defendant: defendant || undefined,
    cause: cause || undefined,
    result: decided?.[2]?.trim().slice(0, 2000),
    date: chineseDate(signature) ?? chineseDate(body),
    fullText: body.trim(),
  };
}

/** The names the JSONL rows use for each field (Chinese headings or English keys). */
const jsonNames: Record<Exclude<keyof JudgeFields, 'fullText'> | 'fullText', string[]> = {
  caseNo: ['案号', 'caseNo', 'case_no'],
  court: ['法院', '审理法院', '法院名称', 'court'],
  cause: ['案由', 'cause'],
  complainant: ['原告', '上诉人', 'complainant', 'plaintiff'],
  defendant: ['被告', '被上诉人', 'defendant'],
  date: ['裁判日期', '判决日期', 'judgmentDate', 'date'],
  result: ['判决结果', '裁判结果', 'result'],
  caseName: ['案件名称', '标题', 'caseName', 'title'],
  fullText: ['全文', '文书内容', 'fullText', 'full_text', 'text'],
};

export function judgeFieldsOfJson(obj: Record<string, unknown>): JudgeFields {
  const get = (f: keyof typeof jsonNames) => {
    for (const n of jsonNames[f]) {
      const v = obj[n];
      if (typeof v === 'string' && v.trim()) return v.trim();
    }
    return undefined;
  };
  const fromText = readJudgmentText(get('fullText') ?? '');
  const date = get('date');
  return {
    caseNo: get('caseNo') ?? fromText.caseNo,
    court: get('court') ?? fromText.court,
    cause: get('cause') ?? fromText.cause,
    complainant: get('complainant') ?? fromText.complainant,
    defendant: get('defendant') ?? fromText.defendant,
    date: (date ? (parseDay(date) ?? chineseDate(date) ?? date) : undefined) ?? fromText.date,
    result: get('result') ?? fromText.result,
    caseName: get('caseName'),
    fullText: fromText.fullText,
  };
}

const firstAmount = (text: string) => {
  const m = /赔偿[^。；\n]{0,40}?(\d[\d,]*(?:\.\d+)?)\s*(万)?元/.exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) * (m[2] ? 10_000 : 1) : 0;
};

/** A record from the fields, or the reason it cannot be one. */
export function judgeRecord(f: JudgeFields, line: number): { row?: RecordRow; reject?: Reject } {
  const key = f.caseNo ?? f.caseName ?? `#${line}`;
  if (!f.caseNo) return { reject: { line, key, code: 'missing', values: { column: '案号' } } };
  const parsed = parseCaseNumber(f.caseNo);
  if (!parsed) return { reject: { line, key, code: 'badCaseNo', values: { value: quote(f.caseNo) } } };
  if (!f.court) return { reject: { line, key: parsed.caseNo, code: 'missing', values: { column: '法院' } } };
  if (!f.date) return { reject: { line, key: parsed.caseNo, code: 'missing', values: { column: '裁判日期' } } };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(f.date))
    return {
      reject: { line, key: parsed.caseNo, code: 'badDate', values: { column: '裁判日期', value: quote(f.date) } },
    };
  const result = f.result ?? '';
  return {
    row: {
      caseName: f.caseName ?? `${[f.complainant, f.defendant].filter(Boolean).join('与')}${f.cause ?? ''}案`,
      caseNo: parsed.caseNo,
      court: f.court,
      courtProvince: parsed.province,
      courtLevel: parsed.courtLevel,
      caseKind: parsed.caseKind,
      instance: parsed.instance,
      judgmentDate: f.date,
      cause: f.cause ?? '',
      defendant: f.defendant ?? '',
      complainant: f.complainant ?? '',
      compensation: firstAmount(result),
      result,
      foodCategory: '',
      keyPoints: '',
      fullText: f.fullText,
      demo: false,
    },
  };
}

/** JSONL: one judgment a line; a line that is not JSON is rejected with its start quoted. */
export function parseJudgeLines(text: string): { rows: RecordRow[]; rejects: Reject[]; read: number } {
  const rows: RecordRow[] = [];
  const rejects: Reject[] = [];
  const first = new Map<string, number>();
  let read = 0;
  text.split('\n').forEach((raw, i) => {
    const l = raw.trim();
    if (!l) return;
    read++;
    let obj: unknown;
    try {
      obj = JSON.parse(l);
    } catch {
      rejects.push({ line: i + 1, key: '', code: 'badJson', values: { value: quote(l) } });
      return;
    }
    if (!obj || typeof obj !== 'object' || Array.isArray(obj)) {
      rejects.push({ line: i + 1, key: '', code: 'badJson', values: { value: quote(l) } });
      return;
    }
    const { row, reject } = judgeRecord(judgeFieldsOfJson(obj as Record<string, unknown>), i + 1);
    if (reject) return void rejects.push(reject);
    const caseNo = String(row!.caseNo);
    const seen = first.get(caseNo);
    if (seen)
      return void rejects.push({ line: i + 1, key: caseNo, code: 'repeated', values: { first: seen, key: caseNo } });
    first.set(caseNo, i + 1);
    rows.push(row!);
  });
  return { rows, rejects, read };
}
