import { adminCalls } from '@app/contract';
import { defineResource } from '../../components/crud/types';

const c = adminCalls.articles;

/** Back office: reference articles of /information, written in the rich-text editor. */
export const articles = defineResource({
  name: 'articles',
  title: ['参考信息', 'Reference articles'],
  calls: { list: c.page, info: c.info, create: c.save, update: c.update, delete: c.delete, export: c.export },
  fields: {
    title: {
      type: 'text',
      label: ['标题', 'Title'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 200 },
    },
    category: { type: 'text', label: ['分类', 'Category'], search: true, table: { sorter: true }, form: { max: 50 } },
    source: { type: 'text', label: ['来源', 'Source'], table: { ellipsis: true }, form: { max: 200 } },
    publishDate: {
      type: 'date',
      label: ['发布日期', 'Published on'],
      table: { sorter: true },
      form: { required: true },
      search: { range: ['startDate', 'endDate'] },
    },
    published: { type: 'switch', label: ['已发布', 'Published'], table: true, form: { initial: true } },
    demo: { type: 'switch', label: ['演示数据', 'Demo data'], table: true },
    summary: { type: 'textarea', label: ['摘要', 'Summary'], form: { max: 500 } },
    body: { type: 'html', label: ['正文', 'Body'], form: true, detail: false, imageUpload: c.image },
  },
});
