import { z } from 'zod';
import { defineRecordModule } from './shape.js';

/** Sampling level and result codes, with their labels. */
export const samplingLevels = {
  national: { 'zh-cn': '国家级', en: 'National' },
  provincial: { 'zh-cn': '省级', en: 'Provincial' },
  city: { 'zh-cn': '市级', en: 'City' },
} as const;
export const samplingResults = {
  pass: { 'zh-cn': '合格', en: 'Pass' },
  fail: { 'zh-cn': '不合格', en: 'Fail' },
} as const;
const level = z.enum(['national', 'provincial', 'city']);
const result = z.enum(['pass', 'fail']);
const text = z.string();
const short = z.string().trim().max(100).optional();

/** Food sampling inspections (/sampleSystem, right cj, calls under /cj/data). */
export const sampling = defineRecordModule({
  name: 'sampling',
  base: '/cj/data',
  right: 'cj',
  title: { 'zh-cn': '食品抽检', en: 'Sampling inspections' },
  item: {
    noticeNo: text,
    productName: text,
    foodCategory: text,
    brand: text,
    specification: text,
    productionDate: text.nullable(),
    batchNo: text,
    producer: text,
    producerProvince: text,
    sampledUnit: text,
    sampledProvince: text,
    sampledCity: text,
    samplingDate: text,
    level,
    taskSource: text,
    hazard: text,
    measuredValue: z.number().nullable(),
    limitValue: z.number().nullable(),
    unit: text,
    result,
    standardBasis: text,
    testingUnit: text,
  },
  extra: {},
  labels: {
    noticeNo: { 'zh-cn': '通告号', en: 'Notice no.' },
    productName: { 'zh-cn': '产品名称', en: 'Product' },
    foodCategory: { 'zh-cn': '食品类别', en: 'Food category' },
    brand: { 'zh-cn': '商标', en: 'Brand' },
    specification: { 'zh-cn': '规格型号', en: 'Specification' },
    productionDate: { 'zh-cn': '生产日期', en: 'Production date' },
    batchNo: { 'zh-cn': '批号', en: 'Batch' },
    producer: { 'zh-cn': '标称生产企业', en: 'Producer' },
    producerProvince: { 'zh-cn': '生产企业所在省份', en: 'Producer province' },
    sampledUnit: { 'zh-cn': '被抽样单位', en: 'Sampled unit' },
    sampledProvince: { 'zh-cn': '被抽样单位所在省份', en: 'Sampled province' },
    sampledCity: { 'zh-cn': '被抽样单位所在城市', en: 'Sampled city' },
    // The published lists give the notice's date, not the day of sampling.
    samplingDate: { 'zh-cn': '公告日期', en: 'Notice date' },
    level: { 'zh-cn': '抽检级别', en: 'Level' },
    taskSource: { 'zh-cn': '任务来源', en: 'Task source' },
    hazard: { 'zh-cn': '检验项目', en: 'Hazard item' },
    measuredValue: { 'zh-cn': '检验结果', en: 'Measured value' },
    limitValue: { 'zh-cn': '标准值', en: 'Limit' },
    unit: { 'zh-cn': '单位', en: 'Unit' },
    result: { 'zh-cn': '结论', en: 'Result' },
    standardBasis: { 'zh-cn': '判定依据', en: 'Standard basis' },
    testingUnit: { 'zh-cn': '检验机构', en: 'Testing unit' },
  },
  dateField: 'samplingDate',
  filters: {
    foodCategory: short,
    /** The sampled unit's province. */
    province: short,
    city: short,
    result: result.optional().or(z.literal('')),
    hazard: short,
    level: level.optional().or(z.literal('')),
    producer: short,
    brand: short,
    noticeNo: short,
  },
  sorts: ['samplingDate', 'measuredValue', 'productName'],
  related: {
    notice: { field: 'noticeNo', label: { 'zh-cn': '同一通告', en: 'Same notice' } },
    producer: { field: 'producer', label: { 'zh-cn': '同一生产企业', en: 'Same producer' } },
  },
  dimensions: {
    province: { 'zh-cn': '省份', en: 'Province' },
    foodCategory: { 'zh-cn': '食品类别', en: 'Food category' },
    hazard: { 'zh-cn': '检验项目', en: 'Hazard item' },
    level: { 'zh-cn': '抽检级别', en: 'Level' },
  },
  measures: {
    count: { 'zh-cn': '抽检批次', en: 'Batches sampled' },
    fail: { 'zh-cn': '不合格批次', en: 'Failed batches' },
  },
  charts: {
    failMap: {
      kind: 'map',
      dimension: 'province',
      measure: 'fail',
      limit: 40,
      title: { 'zh-cn': '各省不合格分布', en: 'Failures by province' },
    },
    trend: {
      kind: 'line',
      dimension: 'period',
      measure: 'fail',
      limit: 36,
      title: { 'zh-cn': '不合格月度趋势', en: 'Failures by month' },
    },
    topHazards: {
      kind: 'bar',
      dimension: 'hazard',
      measure: 'fail',
      limit: 10,
      title: { 'zh-cn': '不合格项目TOP10', en: 'Top 10 failing hazards' },
    },
    topCategories: {
      kind: 'pie',
      dimension: 'foodCategory',
      measure: 'fail',
      limit: 10,
      title: { 'zh-cn': '不合格食品类别TOP10', en: 'Top 10 failing categories' },
    },
  },
  exportMax: 2000,
});
