import { adminCalls } from '@app/contract';
import { defineResource } from '../../../components/crud/types';
import { menuTypeChoices, parentMenuChoices } from './choices';

const c = adminCalls.menus;

/** Back-office menus and buttons, a tree; their permissions guard every staff call. */
export const menus = defineResource({
  name: 'menus',
  title: ['菜单管理', 'Menus'],
  calls: { list: c.list, info: c.info, create: c.save, update: c.update, delete: c.delete },
  tree: { parentKey: 'pid' },
  fields: {
    name: { type: 'text', label: ['名称', 'Name'], table: true, form: { required: true, max: 50 } },
    type: { type: 'radio', label: ['类型', 'Type'], choices: menuTypeChoices, table: { tag: true }, form: { required: true, initial: 0 } },
    pid: { type: 'treeSelect', label: ['上级菜单', 'Parent'], choices: parentMenuChoices, form: { required: true, initial: 0 }, detail: false },
    parentName: { type: 'text', label: ['上级菜单', 'Parent'], detail: true },
    icon: { type: 'text', label: ['图标', 'Icon'], table: true, form: { max: 50, help: ['Ant Design 图标名，如 SettingOutlined', 'An Ant Design icon name, e.g. SettingOutlined'] } },
    sort: { type: 'number', label: ['排序', 'Sort'], table: true, form: { required: true, positive: true, initial: 1 } },
    url: { type: 'text', label: ['路由', 'Route'], table: true, form: { max: 200, help: ['后台页面路径，如 /admin/sys/user', 'A back-office path, e.g. /admin/sys/user'] } },
    permissions: {
      type: 'text',
      label: ['授权标识', 'Permissions'],
      table: { ellipsis: true, width: 260 },
      form: { max: 1000, help: ['多个用逗号分隔，如 sys:user:page,sys:user:info', 'Comma separated, e.g. sys:user:page,sys:user:info'] },
    },
    resources: { type: 'resources', label: ['资源列表', 'Resources'], form: { initial: [] } },
  },
  actions: { create: 'sys:menu:save', update: 'sys:menu:update', delete: 'sys:menu:delete', info: 'sys:menu:info' },
});
