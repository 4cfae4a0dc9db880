import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import JSZip from 'jszip';
import { api, fillPath, type ReportContent, type ReportFigure } from '@app/contract';
import { testApp, type TestApp } from '../../../test/harness.js';
import { createMember, memberSession } from '../../../test/factories.js';
import { libDocuments } from '../../../db/schema/index.js';
import { recordTables, type RecordTableDef } from '../../records/definitions.js';
import { writeRecords } from '../../records/writer.js';
import { fixedSampling } from '../../records/test-data.js';
import { reportClock } from './period.handlers.js';
import { periodOf } from './periods.js';
import { periodReportJob } from './period-report-job.js';

/**
 * Report generation on fixed data with an injected clock: the week of 2025-03-03..09 (and the
 * one before, 02-24..03-02) has hand-counted figures, and every figure's link, sent to the list
 * call it names, returns exactly the rows counted.
 */
let t: TestApp;
let full: { customer_id: number; batoken: string };
let weekOnly: { customer_id: number; batoken: string };
let none: { customer_id: number; batoken: string };

const table = (name: 'sampling' | 'penalty' | 'judge' | 'international') =>
  recordTables[name] as unknown as RecordTableDef;
const sample = (samplingDate: string, result: 'pass' | 'fail', foodCategory: string, hazard: string) => ({
  ...fixedSampling[0]!,
  samplingDate,
  result,
  foodCategory,
  hazard,
});

beforeAll(async () => {
  t = await testApp();
  const rights = [
    'cj',
    'sanction_index',
    'judge_datavi',
    'international',
    'report_new',
    'report_week',
    'biaofa',
    'rihua',
    'fodder',
    'search',
    'rihua_search',
    'fodder_search',
  ];
  full = (await memberSession(t.database.db, await createMember(t.database.db, { rights }))).auth;
  weekOnly = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['report_week'] }))).auth;
  none = (await memberSession(t.database.db, await createMember(t.database.db, { rights: ['cj'] }))).auth;
  await writeRecords(t.database, table('sampling'), [
    // This week: 5 batches, 3 failures (调味品 ×2 苯甲酸, 肉制品 ×1 亚硝酸盐).
    sample('2025-03-03', 'fail', '调味品', '苯甲酸'),
    sample('2025-03-05', 'fail', '调味品', '苯甲酸'),
    sample('2025-03-09', 'fail', '肉制品', '亚硝酸盐'),
    sample('2025-03-04', 'pass', '调味品', '苯甲酸'),
    sample('2025-03-06', 'pass', '饮料', '菌落总数'),
    // Previous week: 2 batches, 1 failure (调味品).
    sample('2025-02-24', 'fail', '调味品', '苯甲酸'),
    sample('2025-03-02', 'pass', '饮料', '菌落总数'),
    // Outside both weeks.
    sample('2025-03-10', 'fail', '调味品', '苯甲酸'),
    sample('2025-02-23', 'fail', '肉制品', '亚硝酸盐'),
  ]);
  const penalty = (documentNo: string, decisionDate: string) => ({
    caseName: `案件${documentNo}`,
    documentNo,
    party: '某公司',
    partyProvince: '广东',
    authority: '某局',
    decisionDate,
    penaltyType: '罚款',
    amount: 1000,
    confiscatedAmount: 0,
    riskFactor: '',
    foodCategory: '调味品',
    illegalFacts: '',
    legalBasis: '',
  });
  await writeRecords(t.database, table('penalty'), [
    penalty('P1', '2025-03-03'),
    penalty('P2', '2025-03-08'),
    penalty('P3', '2025-03-01'),
  ]);
  const judge = (caseNo: string, judgmentDate: string) => ({
    caseName: caseNo,
    caseNo,
    court: '某法院',
    courtProvince: '广东',
    instance: '一审',
    judgmentDate,
    cause: '产品责任纠纷',
    defendant: '',
    complainant: '',
    compensation: 0,
    result: '',
    foodCategory: '',
    keyPoints: '',
  });
  await writeRecords(t.database, table('judge'), [judge('J1', '2025-03-07')]);
  const warning = (
    reference: string,
    noticeDate: string,
    chinaOrigin: boolean,
    hazardCategory: string,
    source = 'EU RASFF',
  ) => ({
    source,
    reference,
    noticeDate,
    notifyingCountry: 'Germany',
    originCountry: chinaOrigin ? 'China' : 'Turkey',
    chinaOrigin,
    productCategory: 'nuts',
    product: 'x',
    hazard: 'aflatoxin',
    hazardCategory,
    riskDecision: 'serious',
    classification: 'border rejection',
    measures: '',
    distribution: '',
    operator: '',
  });
  await writeRecords(t.database, table('international'), [
    warning('R1', '2025-03-03', true, 'mycotoxins'),
    warning('R2', '2025-03-04', true, 'mycotoxins'),
    warning('R3', '2025-03-05', false, 'pesticide residues'),
    warning('R4', '2025-02-25', true, 'mycotoxins'),
    // Not RASFF: not counted.
    warning('F1', '2025-03-05', true, 'mycotoxins', 'US FDA'),
  ]);
  const doc = (title: string, d: Partial<typeof libDocuments.$inferInsert>) => ({
    library: 'biaofa',
    module: 'biaozhun',
    moduleCode: 5,
    title,
    ...d,
  });
  await t.database.db
    .insert(libDocuments)
    .values([
      doc('新标准一', { publishDate: '2025-03-04' }),
      doc('新标准二', { publishDate: '2025-03-09', implementDate: '2025-03-20' }),
      doc('旧标准', { publishDate: '2020-01-01', abolishDate: '2025-03-06' }),
      doc('上周发布', { publishDate: '2025-02-27' }),
      doc('日化新规', { library: 'rihua', module: 'fagui', moduleCode: 6, publishDate: '2025-03-05' }),
    ]);
  reportClock.today = () => '2025-03-12';
});
afterAll(async () => t?.close());

const post = async (path: string, body: Record<string, unknown>, auth: object) =>
  (await t.app.inject({ method: 'POST', url: path, payload: { ...auth, ...body } })).json() as {
    code: number;
    msg: string;
    data: any;
  };
const open = (kind: string, body: Record<string, unknown>, auth = full) =>
  post(fillPath(api.reports.reportOpen.path, { kind }), body, auth);

const figures = (c: ReportContent, section: string, group = 'totals') =>
  c.sections.find((s) => s.key === section)!.groups.find((g) => g.key === group)!.figures;
const byKey = (fs: ReportFigure[]) => Object.fromEntries(fs.map((f) => [f.label ?? f.key, [f.value, f.previous]]));

/** Sends a figure's link to the list call behind its portal path and answers the total. */
async function linkTotal(f: ReportFigure): Promise<number> {
  const { path, query } = f.link!;
  const records: Record<string, string> = {
    '/sampleSystem/dataQuery': api.records.samplingList.path,
    '/penalty/case': api.records.penaltyList.path,
    '/judge/judgeList': api.records.judgeList.path,
    '/InternationalWarning/index': api.records.internationalList.path,
  };
  if (records[path]) return (await post(records[path], { ...query, pageSize: 1 }, full)).data.total;
  // A library's unified search: the URL's {field}From/{field}To become the call's `dates`.
  const library = path.startsWith('/rihua') ? 'rihua' : path.startsWith('/fodder') ? 'fodder' : 'biaofa';
  const dates: Record<string, { from: string; to: string }> = {};
  for (const [k, v] of Object.entries(query)) {
    const m = /^(\w+)From$/.exec(k);
    if (m) dates[m[1]!] = { from: v, to: query[`${m[1]}To`]! };
  }
  const r = await post(
    fillPath(api.library.search.path, { library }),
    { fullLibrary: true, sortBy: 'date', dates, pageSize: 1 },
    full,
  );
  if (r.code !== 1) throw new Error(JSON.stringify(r));
  return r.data.total;
}

describe('period reports', () => {
  it('computes the figures of a known week exactly', async () => {
    const r = await open('week', { date: '2025-03-05' });
    expect(r.code).toBe(1);
    const c = r.data.content as ReportContent;
    expect([c.periodStart, c.periodEnd, c.previousStart, c.previousEnd]).toEqual([
      '2025-03-03',
      '2025-03-09',
      '2025-02-24',
      '2025-03-02',
    ]);
    expect(byKey(figures(c, 'sampling'))).toEqual({ samplingTotal: [5, 2], samplingFail: [3, 1] });
    expect(byKey(figures(c, 'sampling', 'failByCategory'))).toEqual({ 调味品: [2, 1], 肉制品: [1, 0] });
    expect(byKey(figures(c, 'sampling', 'failByHazard'))).toEqual({ 苯甲酸: [2, 1], 亚硝酸盐: [1, 0] });
    expect(byKey(figures(c, 'penalty'))).toEqual({ penaltyCount: [2, 1] });
    expect(byKey(figures(c, 'judge'))).toEqual({ judgeCount: [1, 0] });
    expect(byKey(figures(c, 'international'))).toEqual({ rasffCount: [3, 1], rasffChina: [2, 1] });
    expect(byKey(figures(c, 'international', 'rasffChinaByHazard'))).toEqual({ mycotoxins: [2, 1] });
    expect(byKey(figures(c, 'library', 'biaofa'))).toEqual({
      newDocs: [2, 1],
      updatedDocs: [0, 0],
      abolishedDocs: [1, 0],
      implementedDocs: [0, 0],
      upcomingDocs: [1, 1],
    });
    expect(byKey(figures(c, 'library', 'rihua')).newDocs).toEqual([1, 0]);
    // None of these rows is a generated demo row, so no section is marked 演示数据.
    expect(c.sections.map((s) => s.demo)).toEqual([false, false, false, false, false]);
    // Each section says which dates its source holds, so a zero past them reads as the source ending.
    for (const s of c.sections) {
      expect(s.coverage?.from, s.key).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(s.coverage!.to! >= s.coverage!.from!, s.key).toBe(true);
    }
  });

  it("each figure's link returns exactly the rows it counts", async () => {
    const c = (await open('week', { date: '2025-03-05' })).data.content as ReportContent;
    const all = c.sections.flatMap((s) => s.groups.flatMap((g) => g.figures));
    expect(all.length).toBeGreaterThan(20);
    for (const f of all)
      expect({ f: f.label ?? f.key, link: f.link, n: await linkTotal(f) }).toEqual({
        f: f.label ?? f.key,
        link: f.link,
        n: f.value,
      });
  });

  it('stores the report: the same report opens the same after the data changes', async () => {
    const first = (await open('week', { date: '2025-03-05' })).data;
    await writeRecords(t.database, table('sampling'), [sample('2025-03-07', 'fail', '饮料', '菌落总数')]);
    const again = (await open('week', { date: '2025-03-03' })).data;
    expect(again).toEqual(first);
    const byId = await post(api.reports.reportDetail.path, { id: first.id }, full);
    expect(byId.data).toEqual(first);
    const listed = await post(fillPath(api.reports.reportList.path, { kind: 'week' }), {}, full);
    expect(
      listed.data.list.map((x: { periodStart: string; samplingFail: number }) => [x.periodStart, x.samplingFail]),
    ).toEqual([['2025-03-03', 3]]);
  });

  it('refuses a period that is not over and an unknown id, with a clear message', async () => {
    const future = await open('week', { date: '2025-03-12' }, full);
    expect(future.code).toBe(601);
    expect(future.msg).toContain('2025-03-16');
    expect((await open('month', { date: '2026-01-01' })).code).toBe(601);
    const unknown = await post(api.reports.reportDetail.path, { id: 999999 }, full);
    expect(unknown.code).toBe(601);
    expect((await open('week', { date: '2025-13-45' })).code).toBe(601);
    expect((await open('year', {})).code).toBe(601);
  });

  it('checks the right of the kind (or report_new) on every call', async () => {
    const week = (await open('week', { date: '2025-03-05' })).data;
    expect((await open('week', { date: '2025-03-05' }, weekOnly)).code).toBe(1);
    expect((await open('day', { date: '2025-03-05' }, weekOnly)).code).toBe(403);
    expect((await open('week', { date: '2025-03-05' }, none)).code).toBe(403);
    expect((await post(api.reports.reportDetail.path, { id: week.id }, none)).code).toBe(403);
    const dl = await t.app.inject({
      method: 'GET',
      url: api.reports.reportDownload.path,
      query: { ...none, customer_id: String(none.customer_id), id: String(week.id), format: 'pdf' },
    });
    expect(dl.json().code).toBe(403);
  });

  it('downloads PDF and docx that contain the figures', async () => {
    const week = (await open('week', { date: '2025-03-05' })).data;
    const get = (format: string) =>
      t.app.inject({
        method: 'GET',
        url: api.reports.reportDownload.path,
        query: { customer_id: String(full.customer_id), batoken: full.batoken, id: String(week.id), format },
      });
    const pdf = await get('pdf');
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const docx = await get('docx');
    const xml = await (await JSZip.loadAsync(docx.rawPayload)).file('word/document.xml')!.async('string');
    expect(xml).toContain('周报 2025-03-03 ~ 2025-03-09');
    expect(xml).toContain('不合格批次');
    expect(xml).toContain('调味品');
    expect(xml).toContain('w:eastAsia="SimSun"');
  });

  it('the job stores the latest finished day, week and month once', async () => {
    const at = new Date('2025-03-12T00:20:00');
    const summary = await periodReportJob({ database: t.database, config: t.config, params: {}, at });
    expect(summary).toBe('day 2025-03-11, week 2025-03-03, month 2025-02-01');
    expect(periodOf('month', '2025-02-11')).toEqual({ start: '2025-02-01', end: '2025-02-28' });
    expect(await periodReportJob({ database: t.database, config: t.config, params: {}, at })).toBe(summary);
  });
});
