import { adminCalls, chainStages } from '@app/contract';
import { defineResource, type Choice } from '../../components/crud/types';
import { adminCall } from '../admin/admin-call';

const c = adminCalls.chains;
const n = adminCalls.chainNodes;
const stageChoices: Choice[] = Object.entries(chainStages).map(([value, l]) => ({ value, label: [l['zh-cn'], l.en] }));
const chainChoices = {
  key: 'industry-chains',
  load: async (): Promise<Choice[]> =>
    (await adminCall(c.page, { page: 1, pageSize: 100 })).list.map((x) => ({ value: x.id, label: x.name })),
};

/** Back office: the food sectors of /industrialChain. */
export const chains = defineResource({
  name: 'chains',
  title: ['产业链', 'Industrial chains'],
  calls: { list: c.page, info: c.info, create: c.save, update: c.update, delete: c.delete, export: c.export },
  fields: {
    name: {
      type: 'text',
      label: ['名称', 'Name'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 50 },
    },
    enName: { type: 'text', label: ['英文名称', 'English name'], table: true, form: { max: 100 } },
    sort: { type: 'number', label: ['排序', 'Order'], table: { sorter: true }, form: { initial: 0 } },
  },
});

/** Back office: the stages of each chain and what ties them to the data. */
export const chainNodes = defineResource({
  name: 'chainNodes',
  title: ['产业链节点', 'Chain nodes'],
  calls: { list: n.page, info: n.info, create: n.save, update: n.update, delete: n.delete, export: n.export },
  fields: {
    chainId: {
      type: 'select',
      label: ['产业链', 'Chain'],
      choices: chainChoices,
      search: true,
      form: { required: true },
      detail: false,
    },
    chainName: { type: 'text', label: ['产业链', 'Chain'], table: true },
    stage: {
      type: 'select',
      label: ['环节', 'Stage'],
      choices: stageChoices,
      search: true,
      table: { sorter: true },
      form: { required: true },
    },
    name: {
      type: 'text',
      label: ['名称', 'Name'],
      search: true,
      table: { sorter: true },
      form: { required: true, max: 50 },
    },
    enName: { type: 'text', label: ['英文名称', 'English name'], form: { max: 100 } },
    categories: {
      type: 'textarea',
      label: ['食品类别（逗号分隔）', 'Food categories (comma separated)'],
      table: { ellipsis: true },
      form: { max: 2000 },
    },
    rasffCategories: {
      type: 'textarea',
      label: ['RASFF产品类别（分号分隔）', 'RASFF product categories (semicolon separated)'],
      table: { ellipsis: true },
      form: { max: 2000 },
    },
    keywords: {
      type: 'textarea',
      label: ['标准标题关键词（逗号分隔）', 'Standard title words (comma separated)'],
      table: { ellipsis: true },
      form: { max: 2000 },
    },
    sort: { type: 'number', label: ['排序', 'Order'], table: { sorter: true }, form: { initial: 0 } },
  },
});
