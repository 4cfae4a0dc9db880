import { describe, expect, it } from 'vitest';
import { sampling, international, penalty, judge } from '@app/contract';
import { samplingPages } from '../modules/sampling';
import { penaltyPages } from '../modules/penalty';
import { judgePages } from '../modules/judge';
import { internationalPages } from '../modules/international';
import { recordFilters } from './record-filters';
import { recordColumns } from './record-columns';
import { fieldText } from './field-value';
import { listInput } from './records-api';
import type { RecordModuleLike, RecordPagesDef } from './types';

const t = (k: string) => k;
const options = {
  dimensions: [
    { key: 'foodCategory', values: [{ value: '乳制品', label: '乳制品', count: 3 }] },
    { key: 'province', values: [{ value: '广东', label: 'Guangdong', count: 2 }] },
  ],
  provenance: { demo: true, source: null, from: null, to: null },
};

describe('record module definitions', () => {
  it('each module filters only on fields its list call accepts, with keyword and date range', () => {
    const modules: [RecordPagesDef<RecordModuleLike>, RecordModuleLike][] = [
      [samplingPages.def as unknown as RecordPagesDef<RecordModuleLike>, sampling],
      [penaltyPages.def as unknown as RecordPagesDef<RecordModuleLike>, penalty],
      [judgePages.def as unknown as RecordPagesDef<RecordModuleLike>, judge],
      [internationalPages.def as unknown as RecordPagesDef<RecordModuleLike>, international],
    ];
    for (const [def, mod] of modules) {
      const filters = recordFilters(def, 'zh-cn', undefined, t);
      const input: Record<string, string> = {};
      for (const f of filters) {
        if (f.type === 'dateRange') Object.assign(input, { [f.from]: '2025-01-01', [f.to]: '2025-12-31' });
        else if (f.type === 'select' && f.options.length) input[f.key] = f.options[0]!.value;
        else input[f.key] = '某值';
      }
      // The call's schema drops keys it does not know: every filter must survive parsing.
      const parsed = mod.calls.list.input.safeParse(input);
      expect(parsed.success, mod.spec.name).toBe(true);
      for (const k of Object.keys(input)) expect(parsed.data, `${mod.spec.name}: ${k}`).toHaveProperty(k);
      expect(Object.keys(input)).toEqual(expect.arrayContaining(['keyword', 'startDate', 'endDate']));
    }
  });

  it('sampling filters: dimension values from the options call, coded values in the page language', () => {
    const en = recordFilters(samplingPages.def, 'en', options, t);
    const province = en.find((f) => f.key === 'province');
    expect(province).toMatchObject({
      type: 'select',
      label: 'Province',
      options: [{ value: '广东', label: 'Guangdong' }],
    });
    const result = en.find((f) => f.key === 'result');
    expect(result).toMatchObject({
      label: 'Result',
      options: [
        { value: 'pass', label: 'Pass' },
        { value: 'fail', label: 'Fail' },
      ],
    });
    const zh = recordFilters(samplingPages.def, 'zh-cn', options, t);
    expect(zh.find((f) => f.key === 'result')).toMatchObject({
      label: '结论',
      options: [{ label: '合格' }, { label: '不合格' }],
    });
    expect(zh.at(-1)).toMatchObject({ type: 'dateRange', label: '公告日期', from: 'startDate', to: 'endDate' });
  });

  it('columns are sortable exactly where the list call sorts', () => {
    const cols = recordColumns(penaltyPages.def, 'zh-cn', t);
    expect(cols.filter((c) => c.sortKey).map((c) => c.sortKey)).toEqual(['amount', 'decisionDate']);
    expect(cols[0]!.title).toBe('案件名称');
  });

  it('field values: codes labelled, money grouped, provinces and dates in the page form', () => {
    expect(fieldText('result', 'fail', 'zh-cn', { codes: samplingPages.def.codes?.result })).toBe('不合格');
    expect(fieldText('amount', 1234567.5, 'en', { money: true })).toBe('1,234,567.5');
    expect(fieldText('partyProvince', '广西', 'en')).toBe('Guangxi');
    expect(fieldText('createdAt', '2026-03-04T05:06:07Z', 'zh-cn')).toBe('2026-03-04');
    expect(fieldText('brand', '', 'zh-cn')).toBe('-');
  });

  it('list input leaves untouched filters out', () => {
    expect(listInput({ page: 2, pageSize: 20, filters: { keyword: '', result: 'fail' } })).toEqual({
      page: 2,
      pageSize: 20,
      result: 'fail',
    });
  });
});
