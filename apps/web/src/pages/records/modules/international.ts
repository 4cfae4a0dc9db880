import { international, rasffSubjectZh, rasffText } from '@app/contract';
import { makeRecordPages } from '../shape/make-pages';

const area = '/InternationalWarning';

const yesNo = { true: { 'zh-cn': '是', en: 'Yes' }, false: { 'zh-cn': '否', en: 'No' } };

/** /InternationalWarning: international food-safety notifications (EU RASFF and others). */
export const internationalPages = makeRecordPages({
  module: international,
  nav: [`${area}/index`, `${area}/analyze`],
  paths: {
    list: `${area}/index`,
    detail: `${area}/detail`,
    statistics: `${area}/analyze`,
    visualization: `${area}/analyze`,
  },
  titleField: 'product',
  keywordHint: { 'zh-cn': '产品、危害物、通报编号', en: 'Product, hazard, reference' },
  filters: [
    { field: 'originCountry', kind: 'dimension', dimension: 'originCountry' },
    { field: 'notifyingCountry', kind: 'dimension', dimension: 'notifyingCountry' },
    { field: 'productCategory', kind: 'dimension', dimension: 'productCategory' },
    { field: 'hazardCategory', kind: 'dimension', dimension: 'hazardCategory' },
    { field: 'riskDecision', kind: 'text' },
    { field: 'chinaOrigin', kind: 'codes', codes: yesNo, label: { 'zh-cn': '中国原产', en: 'China origin' } },
  ],
  columns: [
    { field: 'reference', width: 120 },
    { field: 'product', link: true, width: 260, label: { 'zh-cn': '通报主题', en: 'Subject' } },
    { field: 'hazard', width: 200 },
    { field: 'hazardCategory', width: 150 },
    { field: 'originCountry', width: 120 },
    { field: 'notifyingCountry', width: 120 },
    { field: 'riskDecision', width: 100 },
    { field: 'noticeDate', width: 110 },
  ],
  detailGroups: [
    {
      title: { 'zh-cn': '通报信息', en: 'Notification' },
      fields: [
        'source',
        'reference',
        'noticeDate',
        'classification',
        'notifyingCountry',
        'originCountry',
        'riskDecision',
      ],
    },
    {
      title: { 'zh-cn': '产品与危害', en: 'Product and hazard' },
      fields: ['product', 'productCategory', 'hazard', 'hazardCategory', 'operator', 'measures', 'distribution'],
    },
  ],
  translate: rasffText,
  // The subject is English free text: a zh-cn list reads a line composed from the translated
  // hazards, the product read from the subject and the origin; the English stays as the tooltip and on the detail.
  compose: {
    field: 'product',
    lang: 'zh-cn',
    text: (row) =>
      rasffSubjectZh({
        product: row.product,
        hazard: row.hazard,
        hazardCategory: row.hazardCategory,
        productCategory: row.productCategory,
        originCountry: row.originCountry,
      }),
    original: { 'zh-cn': '英文原文', en: 'English original' },
  },
  share: { part: 'chinaOrigin', of: 'count', label: { 'zh-cn': '中国原产占比', en: 'China-origin share' } },
  statistics: { rows: 'originCountry', cols: 'period', measure: 'count', limit: 20 },
});
