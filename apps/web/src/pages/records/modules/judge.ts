import { judge } from '@app/contract';
import { makeRecordPages } from '../shape/make-pages';

const area = '/judge';

/** /judge: court judgments. */
export const judgePages = makeRecordPages({
  module: judge,
  nav: [`${area}/visualization`, `${area}/judgeList`, `${area}/judgeStatistics`, `${area}/classicCaseAnalysis`],
  paths: {
    list: `${area}/judgeList`,
    detail: `${area}/judgeList/detail`,
    statistics: `${area}/judgeStatistics`,
    visualization: `${area}/visualization`,
  },
  titleField: 'caseName',
  keywordHint: { 'zh-cn': '案件名称、案号、当事人、裁判要点', en: 'Case, case no., parties, key points' },
  filters: [
    { field: 'province', kind: 'dimension', dimension: 'province', label: { 'zh-cn': '省份', en: 'Province' } },
    { field: 'cause', kind: 'dimension', dimension: 'cause' },
    { field: 'instance', kind: 'dimension', dimension: 'instance' },
    { field: 'foodCategory', kind: 'dimension', dimension: 'foodCategory' },
    { field: 'court', kind: 'text' },
    { field: 'defendant', kind: 'text' },
  ],
  columns: [
    { field: 'caseName', link: true, width: 240 },
    { field: 'caseNo', width: 200 },
    { field: 'court', width: 200 },
    { field: 'instance', width: 80 },
    { field: 'cause', width: 160 },
    { field: 'compensation', width: 110 },
    { field: 'judgmentDate', width: 110 },
  ],
  money: ['compensation'],
  detailGroups: [
    {
      title: { 'zh-cn': '案件信息', en: 'Case' },
      fields: ['caseName', 'caseNo', 'court', 'courtProvince', 'instance', 'judgmentDate', 'cause', 'foodCategory'],
    },
    {
      title: { 'zh-cn': '当事人与裁判', en: 'Parties and judgment' },
      fields: ['complainant', 'defendant', 'compensation', 'result', 'keyPoints'],
    },
  ],
  statistics: { rows: 'cause', cols: 'period', measure: 'count', limit: 20 },
});
