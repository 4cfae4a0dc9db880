import { sampling, samplingLevels, samplingResults } from '@app/contract';
import { makeRecordPages } from '../shape/make-pages';

const area = '/sampleSystem';

/** /sampleSystem: food sampling inspections. */
export const samplingPages = makeRecordPages({
  module: sampling,
  nav: [
    `${area}/visualization`,
    `${area}/dataQuery`,
    `${area}/dataStatistics`,
    `${area}/monitorWarning`,
    `${area}/Reporting`,
  ],
  paths: {
    list: `${area}/dataQuery`,
    detail: `${area}/dataQuery/detail`,
    related: `${area}/dataQuery/detailMore`,
    statistics: `${area}/dataStatistics`,
    visualization: `${area}/visualization`,
  },
  titleField: 'productName',
  keywordHint: { 'zh-cn': '产品名称、生产企业、被抽样单位、检验项目', en: 'Product, producer, sampled unit, hazard' },
  filters: [
    { field: 'foodCategory', kind: 'dimension', dimension: 'foodCategory' },
    { field: 'province', kind: 'dimension', dimension: 'province', label: { 'zh-cn': '省份', en: 'Province' } },
    { field: 'result', kind: 'codes', codes: samplingResults },
    { field: 'hazard', kind: 'dimension', dimension: 'hazard' },
    { field: 'level', kind: 'codes', codes: samplingLevels },
  ],
  columns: [
    // Short English headers where the field's own name ("Measured value", "Sampling date") would
    // be cut to "Measure…" / "Sampli…" in the column's width beside its sort icon.
    { field: 'productName', link: true, width: 170 },
    { field: 'foodCategory', width: 120, label: { 'zh-cn': '食品类别', en: 'Category' } },
    { field: 'producer', width: 196 },
    { field: 'sampledProvince', width: 90, label: { 'zh-cn': '省份', en: 'Province' } },
    { field: 'hazard', width: 140 },
    { field: 'measuredValue', suffix: 'unit', width: 124, label: { 'zh-cn': '检验结果', en: 'Measured' } },
    { field: 'limitValue', suffix: 'unit', width: 120 },
    { field: 'result', width: 84 },
    { field: 'samplingDate', width: 120, label: { 'zh-cn': '抽样日期', en: 'Sampled' } },
  ],
  codes: { result: samplingResults, level: samplingLevels },
  detailGroups: [
    {
      title: { 'zh-cn': '产品信息', en: 'Product' },
      fields: [
        'productName',
        'foodCategory',
        'brand',
        'specification',
        'productionDate',
        'batchNo',
        'producer',
        'producerProvince',
      ],
    },
    {
      title: { 'zh-cn': '抽样信息', en: 'Sampling' },
      fields: [
        'noticeNo',
        'sampledUnit',
        'sampledProvince',
        'sampledCity',
        'samplingDate',
        'level',
        'taskSource',
        'testingUnit',
      ],
    },
    {
      title: { 'zh-cn': '检验结果', en: 'Test result' },
      fields: ['hazard', 'measuredValue', 'limitValue', 'unit', 'result', 'standardBasis'],
    },
  ],
  share: { part: 'fail', of: 'count', label: { 'zh-cn': '不合格率', en: 'Failure rate' } },
  statistics: { rows: 'foodCategory', cols: 'period', measure: 'fail', limit: 20 },
});
