import { adminCalls } from '@app/contract';
import { defineResource } from '../../../components/crud/types';

const c = adminCalls.keywords;

/** The provider's keyword library: new keywords come only from an xlsx import (spec 5). */
export const keywords = defineResource({
  name: 'keywords',
  title: ['关键词管理', 'Keywords'],
  calls: { list: c.page, info: c.info, update: c.update, delete: c.delete, export: c.export, import: c.import },
  fields: {
    keyword: { type: 'text', label: ['关键词', 'Keyword'], search: true, table: { sorter: true }, form: { required: true, max: 100 } },
    category: { type: 'text', label: ['分类', 'Category'], search: true, table: true, form: { max: 50 } },
    remark: { type: 'textarea', label: ['备注', 'Remark'], table: { ellipsis: true }, form: { max: 200 } },
    createDate: { type: 'datetime', label: ['创建时间', 'Created'], table: { sorter: true }, search: { range: ['startDate', 'endDate'] } },
  },
  actions: { update: 'sys:keyword:update', delete: 'sys:keyword:delete', export: 'sys:keyword:export', import: 'sys:keyword:import', info: 'sys:keyword:info' },
  importHint: [
    '仅支持xlsx格式：A列关键词（逗号或空格分隔），B列分类，C列备注',
    'xlsx only: column A keywords (comma or space separated), B category, C remark',
  ],
});
