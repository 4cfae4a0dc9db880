import { libraries, adminCalls } from '@app/contract';
import type { Choice } from '../../../components/crud/types';
import { toTree } from '../../../components/crud/labels';
import { adminCall } from '../admin-call';

/** Choices shared by several back-office definitions. */
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

type Named = { id: number; pid: number; name: string };
/** A flat id/pid list as a choice tree. */
const treeChoices = (rows: Named[]): Choice[] => {
  const asChoice = (n: Named & { children?: Named[] }): Choice => ({
    value: n.id,
    label: n.name,
    children: n.children?.map(asChoice),
  });
  return toTree(rows, 'id', 'pid').map(asChoice);
};

const options = adminCalls.options;
export const roleChoices = { key: 'admin-roles', load: async () => (await adminCall(options.roles, {})).map((r): Choice => ({ value: r.id, label: r.name })) };
export const deptChoices = { key: 'admin-depts', load: async () => treeChoices(await adminCall(options.depts, {})) };
export const menuChoices = { key: 'admin-menus', load: async () => treeChoices(await adminCall(options.menus, {})) };
export const customerChoices = { key: 'admin-customers', load: async () => (await adminCall(options.customers, {})).map((r): Choice => ({ value: r.id, label: r.name })) };
/** A parent node may be the root (0). */
const withRoot = (source: { key: string; load: () => Promise<Choice[]> }) => ({
  key: `${source.key}-root`,
  load: async (): Promise<Choice[]> => [{ value: 0, label: ['顶级', 'Top level'], children: await source.load() }],
});
export const parentMenuChoices = withRoot(menuChoices);
export const parentDeptChoices = withRoot(deptChoices);

/** Portal rule names (spec 6), and the two system menus: 61 cosmetics, 76 feed. */
export const portalRightChoices = {
  key: 'admin-portal-rights',
  load: async (): Promise<Choice[]> =>
    (await adminCall(options.portalRights, {})).map((r) => ({ value: r.value, label: [`${r.title} (${r.value})`, `${r.enTitle} (${r.value})`] })),
};
export const systemMenuChoices: Choice[] = [
  { value: libraries.rihua.menuId, label: ['化妆品系统 (61)', 'Cosmetics system (61)'] },
  { value: libraries.fodder.menuId, label: ['饲料系统 (76)', 'Feed system (76)'] },
];
