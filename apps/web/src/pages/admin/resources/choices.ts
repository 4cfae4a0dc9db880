import { adminCalls, serviceOfRight, type Field, type LoadedChoices } from '@app/contract';
import type { Choice, ChoiceSource, FieldDef } from '../../../components/crud/types';
import { toTree } from '../../../components/crud/labels';
import { adminCall } from '../admin-call';

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
export const roleChoices = {
  key: 'admin-roles',
  load: async () => (await adminCall(options.roles, {})).map((r): Choice => ({ value: r.id, label: r.name })),
};
export const deptChoices = { key: 'admin-depts', load: async () => treeChoices(await adminCall(options.depts, {})) };
export const menuChoices = { key: 'admin-menus', load: async () => treeChoices(await adminCall(options.menus, {})) };
export const customerChoices = {
  key: 'admin-customers',
  load: async () => (await adminCall(options.customers, {})).map((r): Choice => ({ value: r.id, label: r.name })),
};
/** A parent node may be the root (0). */
const withRoot = (source: { key: string; load: () => Promise<Choice[]> }) => ({
  key: `${source.key}-root`,
  load: async (): Promise<Choice[]> => [{ value: 0, label: ['顶级', 'Top level'], children: await source.load() }],
});

/**
 * Portal rule names with the titles of the menus they open, each after its service's name: three
 * libraries each have a 标准 right, told apart only by their service.
 */
export const portalRightChoices = {
  key: 'admin-portal-rights',
  load: async (): Promise<Choice[]> =>
    (await adminCall(options.portalRights, {})).map((r) => {
      const [zh, en] = serviceOfRight(r.value)?.name ?? ['', ''];
      return {
        value: r.value,
        label: [`${zh ? `${zh} · ` : ''}${r.title} (${r.value})`, `${en ? `${en} · ` : ''}${r.enTitle} (${r.value})`],
      };
    }),
};

/** The loader of each choice list the contract's definitions name. */
const loaders: Record<LoadedChoices, ChoiceSource> = {
  roles: roleChoices,
  depts: deptChoices,
  menus: menuChoices,
  customers: customerChoices,
  parentMenus: withRoot(menuChoices),
  parentDepts: withRoot(deptChoices),
  portalRights: portalRightChoices,
};

/** The contract's fields of a resource with their named choices turned into loaders. */
export const screenFields = <F extends Record<string, Field>>(fields: F): { [K in keyof F]: FieldDef } =>
  Object.fromEntries(
    Object.entries(fields).map(([k, f]) => [
      k,
      typeof f.choices === 'string' ? { ...f, choices: loaders[f.choices] } : f,
    ]),
  ) as { [K in keyof F]: FieldDef };
