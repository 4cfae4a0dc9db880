import { adminCalls } from '@app/contract';
import { defineResource, standardActions, standardCalls } from '../../../components/crud/types';

const c = adminCalls.params;

/** Params: where the settings the spec withholds are edited. */
export const params = defineResource({
  name: 'params',
  title: ['参数管理', 'Params'],
  calls: standardCalls(c),
  fields: {
    paramCode: { type: 'text', label: ['编码', 'Code'], search: true, table: { sorter: true }, form: { required: true, max: 100, lockedOnEdit: true } },
    paramValue: { type: 'textarea', label: ['值', 'Value'], table: { ellipsis: true, width: 320 }, form: { max: 10_000, help: ['可为空：空值表示使用默认值（见备注）', 'May be empty: empty means the default (see the remark)'] } },
    remark: { type: 'textarea', label: ['备注', 'Remark'], table: { ellipsis: true }, form: { max: 200 } },
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: { sorter: true } },
  },
  actions: standardActions('sys:params'),
});
