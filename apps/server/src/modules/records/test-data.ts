import type { RecordRow } from './writer.js';

/**
 * The small fixed sampling data set the tests compute their expectations from by hand:
 * 广东 3 records (1 fail), 浙江 2 (both fail), 北京 1 (pass); three months of 2025.
 */
const base = {
  specification: '500mL/瓶',
  productionDate: '2025-01-01',
  batchNo: '20250101A',
  producerProvince: '广东',
  taskSource: '国家市场监督管理总局',
  standardBasis: 'GB 2760-2024',
  testingUnit: '广东省食品检验研究院',
  unit: 'g/kg',
};
export const fixedSampling: RecordRow[] = [
  { ...base, noticeNo: 'N-1', productName: '鑫源酱油', foodCategory: '调味品', brand: '鑫源', producer: '佛山市鑫源食品有限公司', sampledUnit: '广州天河某超市', sampledProvince: '广东', sampledCity: '广州', samplingDate: '2025-01-10', level: 'national', hazard: '苯甲酸及其钠盐(以苯甲酸计)', measuredValue: 1.8, limitValue: 1.0, result: 'fail' },
  { ...base, noticeNo: 'N-1', productName: '鑫源酱油', foodCategory: '调味品', brand: '鑫源', producer: '佛山市鑫源食品有限公司', sampledUnit: '深圳南山某超市', sampledProvince: '广东', sampledCity: '深圳', samplingDate: '2025-01-20', level: 'national', hazard: '苯甲酸及其钠盐(以苯甲酸计)', measuredValue: 0.2, limitValue: 1.0, result: 'pass' },
  { ...base, noticeNo: 'N-2', productName: '华康火腿肠', foodCategory: '肉制品', brand: '华康', producer: '临沂市华康食品厂', sampledUnit: '佛山某便利店', sampledProvince: '广东', sampledCity: '佛山', samplingDate: '2025-02-05', level: 'provincial', hazard: '亚硝酸盐(以亚硝酸钠计)', measuredValue: 12, limitValue: 30, unit: 'mg/kg', result: 'pass' },
  { ...base, noticeNo: 'N-2', productName: '华康火腿肠', foodCategory: '肉制品', brand: '华康', producer: '临沂市华康食品厂', sampledUnit: '杭州某超市', sampledProvince: '浙江', sampledCity: '杭州', samplingDate: '2025-02-15', level: 'provincial', hazard: '亚硝酸盐(以亚硝酸钠计)', measuredValue: 55, limitValue: 30, unit: 'mg/kg', result: 'fail' },
  { ...base, noticeNo: 'N-3', productName: '韭菜', foodCategory: '食用农产品', brand: '', producer: '', productionDate: null, batchNo: '', sampledUnit: '宁波某农贸市场', sampledProvince: '浙江', sampledCity: '宁波', samplingDate: '2025-03-01', level: 'city', hazard: '腐霉利', measuredValue: 0.9, limitValue: 0.2, unit: 'mg/kg', result: 'fail' },
  { ...base, noticeNo: 'N-3', productName: '鑫源酱油', foodCategory: '调味品', brand: '鑫源', producer: '佛山市鑫源食品有限公司', sampledUnit: '北京朝阳某超市', sampledProvince: '北京', sampledCity: '北京', samplingDate: '2025-03-25', level: 'city', hazard: '山梨酸及其钾盐(以山梨酸计)', measuredValue: null, limitValue: 1.0, result: 'pass' },
];
