import { adminCalls, placedByName } from '@app/contract';
import { defineResource, type Choice } from '../../components/crud/types';

const c = adminCalls.indicators;

const placedChoices: Choice[] = [
  { value: 'yes', label: ['已归属', 'Placed'] },
  { value: 'no', label: ['未归属（按名称匹配）', "Not placed (matched by the product's name)"] },
];

const decidedByChoices: Choice[] = [
  { value: 'portal', label: ['门户编辑', "The portal's editors"] },
  { value: placedByName, label: ['按名称匹配（未核对）', 'Matched by name (unchecked)'] },
];

/**
 * Back office: each product standard's food category in GB 2762/2761 (category path), GB 2760
 * (appendix E code) and GB 31650, decided once per standard; the list shows who decided it
 * ("portal" for the editors' seeded decisions).
 */
export const indicatorPlacements = defineResource({
  name: 'indicatorPlacements',
  title: ['产品标准食品类别', "Standards' food categories"],
  calls: { list: c.placements, update: c.editPlacement },
  fields: {
    q: { type: 'text', label: ['标准号或名称', 'Number or title'], search: true },
    placed: { type: 'select', label: ['归属状态', 'Placement'], choices: placedChoices, search: true },
    number: { type: 'text', label: ['标准号', 'Number'], table: { width: 170 } },
    title: { type: 'text', label: ['名称', 'Title'], table: { width: 260, minWidth: 220 } },
    gb2762: {
      type: 'text',
      label: ['GB 2762/2761 类别路径', 'GB 2762/2761 category path'],
      table: { ellipsis: true, width: 220 },
      form: {
        max: 200,
        help: [
          '按 GB 2762-2025 附录A，用 / 分级，如 调味品/酱油',
          'As GB 2762-2025 appendix A names it, levels split by /, e.g. 调味品/酱油',
        ],
      },
    },
    gb2760: {
      type: 'text',
      label: ['GB 2760 食品分类号', 'GB 2760 category code'],
      table: { width: 130 },
      form: { max: 20, help: ['附录E 分类号，如 12.04', 'Appendix E code, e.g. 12.04'] },
    },
    gb31650: {
      type: 'text',
      label: ['GB 31650 动物/组织', 'GB 31650 species or tissue'],
      table: { width: 140 },
      form: { max: 60 },
    },
    note: { type: 'text', label: ['依据', 'Basis'], form: { max: 200 }, detail: true },
    decidedBy: {
      type: 'select',
      label: ['决定人', 'Decided by'],
      choices: decidedByChoices,
      table: { width: 150 },
    },
    decidedAt: { type: 'datetime', label: ['决定时间', 'Decided on'], table: true },
  },
});
