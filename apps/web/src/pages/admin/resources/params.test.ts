import { describe, expect, it } from 'vitest';
import { fieldRules } from '../../../components/crud/field-rules';
import { params } from './params';

describe('params form', () => {
  it('accepts an empty value, as seeded for portal_url and the customer lists (empty means the default)', () => {
    const rules = fieldRules(params.fields.paramValue!, ((k: string) => k) as never, true) as { required?: boolean }[];
    expect(rules.some((r) => r.required)).toBe(false);
  });
});
