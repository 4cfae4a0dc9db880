import { adminCalls } from '@app/contract';
import { defineResource } from '../../components/crud/types';
import { customerChoices } from '../admin/resources/choices';

const c = adminCalls.monthUploads;

/** Back office: monthly report files written for one customer (/infoMonitor/monthUploadReport). */
export const monthUploads = defineResource({
  name: 'monthUploads',
  title: ['月度报告上传', 'Monthly reports for customers'],
  calls: { list: c.page, info: c.info, create: c.save, update: c.update, delete: c.delete, export: c.export },
  fields: {
    customerId: {
      type: 'select',
      label: ['客户', 'Customer'],
      choices: customerChoices,
      search: true,
      form: { required: true },
      detail: false,
    },
    customerName: { type: 'text', label: ['客户', 'Customer'], table: true },
    month: {
      type: 'text',
      label: ['月份（YYYY-MM）', 'Month (YYYY-MM)'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 7 },
    },
    title: { type: 'text', label: ['标题', 'Title'], table: true, form: { required: true, max: 200 } },
    fileUrl: {
      type: 'file',
      label: ['报告文件（pdf/docx，最大10MB）', 'Report file (pdf/docx, at most 10 MB)'],
      form: { required: true },
      fileUpload: c.file,
      accept: '.pdf,.docx',
      detail: false,
    },
    fileName: { type: 'text', label: ['文件名', 'File name'], table: { ellipsis: true } },
    createDate: { type: 'datetime', label: ['上传时间', 'Uploaded'], table: { sorter: true } },
  },
});
