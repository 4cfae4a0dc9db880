import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readXlsxRows } from '../../../lib/xlsx.js';
import { parseCaseNumber } from './case-number.js';
import { citedArticle } from './legal-basis.js';
import { parseJudgeLines, readJudgmentText, judgeRecord } from './judge-parse.js';
import { parsePenaltySheet, provinceOfCreditCode } from './penalty-parse.js';
import { rejectText } from './reasons.js';
import { hazardItems, parseSamplingSheet } from './sampling-parse.js';
import { readCsvRows } from './files.js';

// Expected values are read off the hand-written sample files (data/samples), written before the parsers.
const samples = path.resolve(import.meta.dirname, '../../../../../../data/samples');
const file = (name: string) => readFileSync(path.join(samples, name));

describe('sampling notices (issue 28)', () => {
  it('reads the 不合格 layout with its title line and joined ║ column, rejecting bad rows with reasons', async () => {
    const rows = await readXlsxRows(file('SAMPLE_sampling_fail.xlsx'), { maxRows: 1000 });
    const { parsed, rejects, read } = parseSamplingSheet(rows);
    expect(read).toBe(7);
    expect(parsed.map((p) => p.row.productName)).toEqual(['花生油', '大米']);
    const [oil, rice] = parsed;
    expect(oil!.row).toMatchObject({
      result: 'fail',
      level: 'national',
      sampledProvince: '广东',
      producerProvince: '广东',
      samplingDate: '2025-06-10',
      productionDate: '2025-03-01',
      hazard: '黄曲霉毒素B₁',
      measuredValue: 32.5,
      limitValue: 20,
      unit: 'μg/kg',
      noticeNo: '样例-2025-01',
      testingUnit: '样例检测中心',
      demo: false,
    });
    expect(rice!.hazards.map((h) => [h.item, h.measuredValue, h.limitValue, h.unit])).toEqual([
      ['镉(以Cd计)', 0.35, 0.2, 'mg/kg'],
      ['铅(以Pb计)', 0.31, 0.2, 'mg/kg'],
    ]);
    expect(rice!.row).toMatchObject({
      level: 'provincial',
      standardBasis: 'GB 2762-2022',
      brand: '',
      productionDate: '2025-04-02',
    });
    expect(rejects.map((r) => [r.line, r.code])).toEqual([
      [5, 'missing'],
      [6, 'badDate'],
      [7, 'noFailingItem'],
      [8, 'repeated'],
      [9, 'noLevel'],
    ]);
    expect(rejectText(rejects[0]!, 'zh-cn')).toBe('缺少“食品名称”');
    expect(rejectText(rejects[1]!, 'en')).toBe('"公告日期" is not a date: 2025-13-45');
    expect(rejectText(rejects[3]!, 'zh-cn')).toContain('与第 3 行重复');
  });

  it('reads the 合格 layout in another column order with spaced headers and the address for the province', async () => {
    const rows = await readXlsxRows(file('SAMPLE_sampling_pass.xlsx'), { maxRows: 1000 });
    const { parsed, rejects } = parseSamplingSheet(rows);
    expect(rejects).toEqual([]);
    expect(
      parsed.map((p) => [p.row.productName, p.row.sampledProvince, p.row.sampledCity, p.row.level, p.row.result]),
    ).toEqual([
      ['酸奶', '浙江', '杭州', 'provincial', 'pass'],
      ['挂面', '浙江', '温州', 'provincial', 'pass'],
      ['饼干', '浙江', '嘉兴', 'city', 'pass'],
    ]);
    expect(parsed[0]!.row).toMatchObject({ samplingDate: '2025-06-20', producerProvince: '浙江', hazard: '' });
    expect(parsed[1]!.row).toMatchObject({ productionDate: null, batchNo: '批号20250401' });
    expect(parsed.every((p) => p.hazards.length === 0)).toBe(true);
  });

  it('reads the failure as three columns as well as one', () => {
    const header = [
      '序号',
      '食品名称',
      '被抽样单位名称',
      '公告号',
      '公告日期',
      '任务来源',
      '不合格项目',
      '检验结果',
      '标准值',
    ];
    const { parsed } = parseSamplingSheet([
      header,
      [
        '1',
        '鸡蛋',
        '样例店',
        '样例-1',
        '2025-01-02',
        '国家市场监督管理总局',
        '恩诺沙星\n氟苯尼考',
        '25.1μg/kg\n检出',
        '不得检出\n不得检出',
      ],
    ]);
    expect(parsed[0]!.hazards.map((h) => [h.item, h.resultText, h.measuredValue, h.limitValue])).toEqual([
      ['恩诺沙星', '25.1μg/kg', 25.1, null],
      ['氟苯尼考', '检出', null, null],
    ]);
    expect(hazardItems('苯甲酸║0.2g/kg║≤0.5g/kg (GB 2760-2024)', '', '', '')[0]!.standardNo).toBe('GB 2760-2024');
  });

  it('says which columns it needs when no header is found', () => {
    const { rejects } = parseSamplingSheet([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(rejects[0]!.code).toBe('noHeader');
    expect(rejectText(rejects[0]!, 'zh-cn')).toContain('食品名称');
  });
});

describe('penalty decisions (issue 28)', () => {
  it('reads the CSV list: amounts in 万元, provinces from the credit code or the authority, rejects with reasons', async () => {
    const { parsed, rejects, read } = parsePenaltySheet(await readCsvRows(file('SAMPLE_penalties.csv')));
    expect(read).toBe(5);
    expect(parsed.map((p) => [p.row.documentNo, p.row.amount, p.row.partyProvince, p.row.decisionDate])).toEqual([
      ['样例穗市监罚〔2025〕1号', 52000, '广东', '2025-05-20'],
      ['样例浙市监罚〔2025〕2号', 0, '浙江', '2025-05-21'],
      ['样例京市监罚〔2025〕3号', 2000, '北京', '2025-05-22'],
    ]);
    expect(parsed[0]!.row).toMatchObject({
      riskFactor: '经营超过保质期食品',
      penaltyType: '没收违法所得、罚款',
      creditCode: '91440101MA5XXXXX0A',
      legalBasis: '依据《中华人民共和国食品安全法》第一百二十四条第一款第（五）项',
    });
    expect(rejects.map((r) => [r.line, r.code])).toEqual([
      [5, 'badAmount'],
      [6, 'missing'],
    ]);
    expect(rejectText(rejects[1]!, 'en')).toBe('Missing "处罚决定日期"');
  });

  it('reads the cited law and article', () => {
    expect(citedArticle('依据《中华人民共和国食品安全法》第一百二十四条第一款第（五）项')).toEqual({
      title: '中华人民共和国食品安全法',
      article: 124,
    });
    expect(citedArticle('食品安全法第一百二十六条')).toEqual({ title: '中华人民共和国食品安全法', article: 126 });
    expect(citedArticle('《中华人民共和国食品安全法实施条例》第六十七条')).toEqual({
      title: '中华人民共和国食品安全法实施条例',
      article: 67,
    });
    expect(citedArticle('依法处理')).toBeUndefined();
    expect(provinceOfCreditCode('91440101MA5XXXXX0A')).toBe('广东');
    expect(provinceOfCreditCode('not a code')).toBe('');
  });
});

describe('judgments (issue 28)', () => {
  it('reads court level, kind and instance from the case number', () => {
    expect(parseCaseNumber('(2023)京01民终1234号')).toMatchObject({
      province: '北京',
      courtLevel: '中级',
      caseKind: '民事',
      instance: '二审',
      caseNo: '（2023）京01民终1234号',
    });
    expect(parseCaseNumber('（2023）京0105民初5678号')).toMatchObject({ courtLevel: '基层', instance: '一审' });
    expect(parseCaseNumber('(2022)粤刑再3号')).toMatchObject({
      courtLevel: '高级',
      caseKind: '刑事',
      instance: '再审',
    });
    expect(parseCaseNumber('（2021）最高法民申100号')).toMatchObject({
      courtLevel: '最高',
      province: '',
      instance: '申请再审审查',
    });
    expect(parseCaseNumber('(2024)京73民初9号')).toMatchObject({ courtLevel: '专门' });
    expect(parseCaseNumber('〔2024〕沪0115行初7号')).toMatchObject({
      caseKind: '行政',
      courtLevel: '基层',
      province: '上海',
    });
    expect(parseCaseNumber('样例-不是案号')).toBeUndefined();
  });

  it('reads a full judgment text', () => {
    const f = readJudgmentText(file('SAMPLE_judgment.txt').toString('utf8'));
    expect(f).toMatchObject({
      court: '北京市第一中级人民法院',
      caseNo: '（2024）京01民终1234号',
      complainant: '样例甲（样例）',
      defendant: '样例食品有限公司（样例）',
      cause: '产品责任纠纷',
      date: '2024-05-12',
    });
    expect(f.result).toMatch(/^一、撤销/);
    const { row } = judgeRecord(f, 1);
    expect(row).toMatchObject({
      courtLevel: '中级',
      caseKind: '民事',
      instance: '二审',
      courtProvince: '北京',
      compensation: 1000,
    });
  });

  it('reads JSONL with Chinese or English keys and rejects what it cannot read', () => {
    const { rows, rejects, read } = parseJudgeLines(file('SAMPLE_judgments.jsonl').toString('utf8'));
    expect(read).toBe(4);
    expect(rows.map((r) => [r.caseNo, r.courtLevel, r.caseKind, r.instance, r.courtProvince, r.judgmentDate])).toEqual([
      ['（2024）沪0115民初9876号', '基层', '民事', '一审', '上海', '2024-08-01'],
      ['（2024）粤03刑终321号', '中级', '刑事', '二审', '广东', '2024-09-10'],
    ]);
    expect(rows[0]!.compensation).toBe(3000);
    expect(rejects.map((r) => [r.line, r.code])).toEqual([
      [3, 'badJson'],
      [4, 'badCaseNo'],
    ]);
  });
});
