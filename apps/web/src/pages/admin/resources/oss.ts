import { adminCalls, backOffice, ossTypeChoices } from '@app/contract';
import { defineResource, type FieldDef } from '../../../components/crud/types';
import { screenFields } from './choices';

const c = adminCalls.oss;

/** The config form; the secret comes back masked and a blank one keeps the stored secret. */
export const ossConfigFields: Record<string, FieldDef> = {
  type: { type: 'radio', label: ['存储类型', 'Storage type'], choices: ossTypeChoices, form: { required: true } },
  domain: {
    type: 'text',
    label: ['域名', 'Domain'],
    form: { max: 200, help: ['访问文件的地址前缀', 'Address prefix for reading files'] },
  },
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
  title: backOffice.ossFiles.title,
  calls: { list: c.page, delete: c.delete, import: c.upload },
  fields: screenFields(backOffice.ossFiles.fields),
  importAccept: '.jpg,.jpeg,.png,.gif,.pdf,.xlsx,.docx,.txt,.zip',
  importHint: ['上传文件（最大10MB）', 'Upload a file (at most 10 MB)'],
  importLabel: ['上传', 'Upload'],
});
