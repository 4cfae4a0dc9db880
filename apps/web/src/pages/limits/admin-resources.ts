import { adminCalls } from '@app/contract';
import { defineResource, type Choice } from '../../components/crud/types';

const c = adminCalls.limits;

/** The jurisdictions' codes as the data names them (the generated bench ones never reach a portal). */
const jurisdictionChoices: Choice[] = [
  { value: 'CN', label: ['中国', 'China'] },
  { value: 'EU', label: ['欧盟', 'European Union'] },
  { value: 'TW', label: ['中国台湾地区', 'Taiwan region of China'] },
];
/** The kinds of limit the importers write (the table showed the raw "exempt"). */
const limitTypeChoices: Choice[] = [
  { value: 'ML', label: ['限量（ML）', 'Maximum level (ML)'] },
  { value: 'MRL', label: ['最大残留限量（MRL）', 'Maximum residue limit (MRL)'] },
  { value: 'exempt', label: ['豁免（免订容许量）', 'Exempt (no MRL needed)'] },
];
const flaggedChoices: Choice[] = [
  { value: 'yes', label: ['存疑（不作为有效限量）', 'Flagged (never an effective limit)'] },
  { value: 'no', label: ['正常', 'Not flagged'] },
];

/** Back office: each import run of a limits data file with its counts and the rows it refused. */
export const limitImportRuns = defineResource({
  name: 'limitImportRuns',
  title: ['限量导入记录', 'Limits import runs'],
  calls: { list: c.importRuns },
  fields: {
    file: { type: 'text', label: ['数据文件', 'Data file'], search: true, table: { ellipsis: true, width: 280 } },
    startedAt: { type: 'datetime', label: ['开始时间', 'Started'], table: true },
    finishedAt: { type: 'datetime', label: ['结束时间', 'Finished'], table: true },
    read: { type: 'number', label: ['读取行数', 'Rows read'], table: true },
    inserted: { type: 'number', label: ['新增', 'Inserted'], table: true },
    updated: { type: 'number', label: ['更新', 'Updated'], table: true },
    unchanged: { type: 'number', label: ['未变', 'Unchanged'], table: true },
    rejectedCount: { type: 'number', label: ['拒收行数', 'Rejected'], table: true },
    rejectedText: { type: 'textarea', label: ['拒收明细（行号: 原因）', 'Rejected rows (line: reason)'], detail: true },
  },
  emptyHint: [
    '尚无导入记录：运行 npm run import -- limits 导入限量数据',
    'No import yet: run npm run import -- limits to load the limits data',
  ],
});

/** Back office: correct a limit (value, unit, basis, footnotes, flag) with a reason; every change is kept. */
export const limitCorrections = defineResource({
  name: 'limitCorrections',
  title: ['限量更正', 'Limit corrections'],
  calls: { list: c.limits, update: c.editLimit },
  fields: {
    q: { type: 'text', label: ['物质或食品', 'Substance or food'], search: true },
    jurisdiction: {
      type: 'select',
      label: ['法域', 'Jurisdiction'],
      choices: jurisdictionChoices,
      search: true,
      table: { sorter: true, width: 110 },
    },
    substanceZh: { type: 'text', label: ['物质', 'Substance'], table: { ellipsis: true, width: 160 } },
    foodZh: { type: 'text', label: ['食品', 'Food'], table: { ellipsis: true, width: 200 } },
    limitType: { type: 'select', label: ['类型', 'Type'], choices: limitTypeChoices, table: { width: 110 } },
    valueRaw: {
      type: 'text',
      label: ['限量值（原文）', 'Value (as published)'],
      table: { width: 110 },
      form: { max: 50 },
    },
    unit: {
      type: 'text',
      label: ['单位', 'Unit'],
      table: { width: 90 },
      form: { max: 20, help: ['如 mg/kg、μg/kg、ppm', 'e.g. mg/kg, μg/kg, ppm'] },
    },
    valueMgKg: { type: 'number', label: ['折算 mg/kg', 'mg/kg (normalised)'], table: { sorter: true, width: 120 } },
    basis: { type: 'text', label: ['计量基础', 'Basis'], form: { max: 200 } },
    footnotes: { type: 'textarea', label: ['脚注', 'Footnotes'], form: { max: 2000 } },
    flaggedFilter: { type: 'select', label: ['数据存疑', 'Flagged'], choices: flaggedChoices, search: true },
    flagged: { type: 'switch', label: ['数据存疑', 'Flagged'], form: true, table: { width: 90 } },
    sourceDoc: { type: 'text', label: ['来源标准', 'Source document'], table: { ellipsis: true, width: 160 } },
    sourceTable: { type: 'text', label: ['表/条款', 'Table or clause'], detail: true },
    updatedAt: { type: 'datetime', label: ['最后修改', 'Last changed'], table: { sorter: true } },
    historyCount: { type: 'number', label: ['更正次数', 'Corrections'], table: { width: 90 } },
    historyText: { type: 'textarea', label: ['更正历史', 'Correction history'], detail: true },
    reason: { type: 'text', label: ['更正原因', 'Reason for the correction'], form: { required: true, max: 200 } },
  },
});
