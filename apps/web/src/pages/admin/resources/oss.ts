import { adminCalls } from '@app/contract';
import { defineResource, type Choice, type FieldDef } from '../../../components/crud/types';

const c = adminCalls.oss;

/** 0 = local disk (the default), 1-3 = the three S3-compatible providers of spec 3. */
export const ossTypeChoices: Choice[] = [
  { value: 0, label: ['本地磁盘', 'Local disk'] },
  { value: 1, label: ['云存储 1（S3 兼容）', 'Provider 1 (S3 compatible)'] },
  { value: 2, label: ['云存储 2（S3 兼容）', 'Provider 2 (S3 compatible)'] },
  { value: 3, label: ['云存储 3（S3 兼容）', 'Provider 3 (S3 compatible)'] },
];

/** The config form; the secret comes back masked and a blank one keeps the stored secret. */
export const ossConfigFields: Record<string, FieldDef> = {
  type: { type: 'radio', label: ['存储类型', 'Storage type'], choices: ossTypeChoices, form: { required: true } },
  domain: { type: 'text', label: ['域名', 'Domain'], form: { max: 200, help: ['访问文件的地址前缀', 'Address prefix for reading files'] } },
  prefix: { type: 'text', label: ['路径前缀', 'Path prefix'], form: { max: 100 } },
  endpoint: { type: 'text', label: ['Endpoint', 'Endpoint'], form: { requiredIf: 'type', max: 200 } },
  accessKey: { type: 'text', label: ['AccessKey', 'AccessKey'], form: { requiredIf: 'type', max: 200 } },
  secretKey: { type: 'password', label: ['SecretKey', 'SecretKey'], secret: true, form: { max: 200 } },
  bucket: { type: 'text', label: ['空间名', 'Bucket'], form: { requiredIf: 'type', max: 100 } },
  region: { type: 'text', label: ['区域', 'Region'], form: { max: 50 } },
};

/** Files stored through the configured storage. */
export const ossFiles = defineResource({
  name: 'ossFiles',
  title: ['文件列表', 'Stored files'],
  calls: { list: c.page, delete: c.delete, import: c.upload },
  fields: {
    name: { type: 'text', label: ['文件名', 'File name'], search: true, table: true },
    url: { type: 'text', label: ['地址', 'URL'], table: { ellipsis: true, width: 320 } },
    size: { type: 'number', label: ['大小(字节)', 'Size (bytes)'], table: { sorter: true } },
    type: { type: 'select', label: ['存储类型', 'Storage type'], choices: ossTypeChoices, table: true },
    createDate: { type: 'datetime', label: ['上传时间', 'Uploaded'], table: { sorter: true }, search: { range: ['startDate', 'endDate'] } },
  },
  actions: { delete: 'sys:oss:delete', import: 'sys:oss:upload' },
  importAccept: '.jpg,.jpeg,.png,.gif,.pdf,.xlsx,.docx,.txt,.zip',
  importHint: ['上传文件（最大10MB）', 'Upload a file (at most 10 MB)'],
  importLabel: ['上传', 'Upload'],
});
