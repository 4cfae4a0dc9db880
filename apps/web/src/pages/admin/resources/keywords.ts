import { adminCalls, backOffice } from '@app/contract';
import { defineResource } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.keywords;

/** The provider's keyword library: added one by one (新增) or in bulk from an xlsx import. */
export const keywords = defineResource({
  name: 'keywords',
  title: backOffice.keywords.title,
  calls: {
    list: c.page,
    create: c.save,
    info: c.info,
    update: c.update,
    delete: c.delete,
    export: c.export,
    import: c.import,
  },
  fields: screenFields(backOffice.keywords.fields),
  emptyHint: [
    '还没有关键词：点击“新增”逐个添加，或点击“导入”从 xlsx 批量添加',
    'No keywords yet: add one with Add, or many at once with Import (xlsx)',
  ],
  importHint: [
    '仅支持xlsx格式：A列关键词（逗号或空格分隔），B列分类，C列备注',
    'xlsx only: column A keywords (comma or space separated), B category, C remark',
  ],
});
