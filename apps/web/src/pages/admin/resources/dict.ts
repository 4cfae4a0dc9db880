import { adminCalls } from '@app/contract';
import { defineResource, standardActions, standardCalls } from '../../../components/crud/types';

const c = adminCalls.dict;

/** Dictionary rows; the portal's selects read them by dictType. */
export const dict = defineResource({
  name: 'dict',
  title: ['字典管理', 'Dictionary'],
  calls: standardCalls(c),
  fields: {
    dictName: { type: 'text', label: ['字典名称', 'Dictionary name'], search: true, table: true, form: { required: true, max: 50 } },
    dictType: { type: 'text', label: ['字典类型', 'Dictionary type'], search: true, table: { sorter: true }, form: { required: true, max: 50 } },
    dictLabel: { type: 'text', label: ['字典标签', 'Label'], search: true, table: true, form: { required: true, max: 100 } },
    dictValue: { type: 'text', label: ['字典值', 'Value'], table: true, form: { required: true, max: 100 } },
    sort: { type: 'number', label: ['排序', 'Sort'], table: { sorter: true }, form: { required: true, positive: true, initial: 1 } },
    remark: { type: 'textarea', label: ['备注', 'Remark'], table: { ellipsis: true }, form: { max: 200 } },
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: { sorter: true } },
  },
  actions: standardActions('sys:dict'),
});
