import { jobBeans, pushFrequencies } from '../calls/admin.js';
import { libraries } from '../constants.js';
import { portalServices } from '../services.js';
import type { Bilingual, Choice } from './field.js';

/** Fixed choices of the back-office resources (the loaded ones are named by `LoadedChoices`). */
export const statusChoices: Choice[] = [
  { value: 1, label: ['正常', 'Normal'] },
  { value: 0, label: ['停用', 'Stopped'] },
];
export const genderChoices: Choice[] = [
  { value: 0, label: ['男', 'Male'] },
  { value: 1, label: ['女', 'Female'] },
  { value: 2, label: ['保密', 'Confidential'] },
];
export const jobStatusChoices: Choice[] = [
  { value: 1, label: ['正常', 'Normal'] },
  { value: 0, label: ['暂停', 'Paused'] },
];
export const resultChoices: Choice[] = [
  { value: 1, label: ['成功', 'Success'] },
  { value: 0, label: ['失败', 'Failed'] },
];
export const loginStatusChoices: Choice[] = [
  { value: 1, label: ['成功', 'Success'] },
  { value: 0, label: ['失败', 'Failed'] },
  { value: 2, label: ['账号已锁定', 'Account locked'] },
];
export const loginOperationChoices: Choice[] = [
  { value: 0, label: ['登录', 'Login'] },
  { value: 1, label: ['退出', 'Logout'] },
];
export const userKindChoices: Choice[] = [
  { value: 'member', label: ['门户账号', 'Portal account'] },
  { value: 'staff', label: ['后台用户', 'Staff'] },
];
export const menuTypeChoices: Choice[] = [
  { value: 0, label: ['菜单', 'Menu'] },
  { value: 1, label: ['按钮', 'Button'] },
];
/** 0 = local disk (the default), 1-3 = the three S3-compatible providers. */
export const ossTypeChoices: Choice[] = [
  { value: 0, label: ['本地磁盘', 'Local disk'] },
  { value: 1, label: ['云存储 1（S3 兼容）', 'Provider 1 (S3 compatible)'] },
  { value: 2, label: ['云存储 2（S3 兼容）', 'Provider 2 (S3 compatible)'] },
  { value: 3, label: ['云存储 3（S3 兼容）', 'Provider 3 (S3 compatible)'] },
];
export const beanChoices: Choice[] = jobBeans.map((b) => ({ value: b, label: b }));
const frequencyLabels: Record<(typeof pushFrequencies)[number], Bilingual> = {
  immediate: ['立即', 'Immediately'],
  daily: ['每天', 'Daily'],
  weekly: ['每周', 'Weekly'],
};
export const frequencyChoices: Choice[] = pushFrequencies.map((f) => ({ value: f, label: frequencyLabels[f] }));
export const hourChoices: Choice[] = Array.from({ length: 24 }, (_, h) => ({
  value: h,
  label: `${String(h).padStart(2, '0')}:00`,
}));
/** The two system menus a portal grant names by id: 61 cosmetics, 76 feed. */
export const systemMenuChoices: Choice[] = [
  { value: libraries.rihua.menuId, label: ['化妆品系统 (61)', 'Cosmetics system (61)'] },
  { value: libraries.fodder.menuId, label: ['饲料系统 (76)', 'Feed system (76)'] },
];
/** The services the grant screen offers, by name in the reader's language. */
export const serviceChoices: Choice[] = portalServices.map((s) => ({ value: s.key, label: s.name }));
