import { penalty } from '@app/contract';
import { makeRecordPages } from '../shape/make-pages';

const area = '/penalty';

/** /penalty: administrative penalties. */
export const penaltyPages = makeRecordPages({
  module: penalty,
  nav: [`${area}/visualization`, `${area}/case`, `${area}/statisticsCase`],
  paths: {
    list: `${area}/case`,
    detail: `${area}/caseDetail`,
    statistics: `${area}/statisticsCase`,
    visualization: `${area}/visualization`,
  },
  titleField: 'caseName',
  keywordHint: { 'zh-cn': '案件名称、当事人、文号、违法事实', en: 'Case, party, document no., facts' },
  filters: [
    { field: 'province', kind: 'dimension', dimension: 'province', label: { 'zh-cn': '省份', en: 'Province' } },
    { field: 'authority', kind: 'dimension', dimension: 'authority' },
    { field: 'riskFactor', kind: 'dimension', dimension: 'riskFactor' },
    { field: 'foodCategory', kind: 'dimension', dimension: 'foodCategory' },
    { field: 'penaltyType', kind: 'text' },
    { field: 'party', kind: 'text' },
  ],
  columns: [
    { field: 'caseName', link: true, width: 240 },
    { field: 'documentNo', width: 180 },
    { field: 'party', width: 180 },
    { field: 'partyProvince', width: 90 },
    { field: 'authority', width: 180 },
    { field: 'penaltyType', width: 120 },
    { field: 'amount', width: 110 },
    { field: 'riskFactor', width: 120 },
    { field: 'decisionDate', width: 110 },
  ],
  money: ['amount', 'confiscatedAmount'],
  detailGroups: [
    {
      title: { 'zh-cn': '案件信息', en: 'Case' },
      fields: [
        'caseName',
        'documentNo',
        'party',
        'partyProvince',
        'authority',
        'decisionDate',
        'foodCategory',
        'riskFactor',
      ],
    },
    {
      title: { 'zh-cn': '处罚内容', en: 'Penalty' },
      fields: ['penaltyType', 'amount', 'confiscatedAmount', 'illegalFacts', 'legalBasis'],
    },
  ],
  statistics: { rows: 'riskFactor', cols: 'period', measure: 'count', limit: 30 },
});
