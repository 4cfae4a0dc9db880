import type { FormRule } from 'antd';
import type { RuleObject } from 'antd/es/form';
import type { TFunction } from 'i18next';
import { formOf, type FieldDef } from './types';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const splitEmails = (v: unknown) => (typeof v === 'string' ? v.split(/[,;\s]+/).filter(Boolean) : []);

/**
 * The form rules of a field, worded by the catalogue: 必填项不能为空, 请输入邮箱,
 * 请输入正确的邮箱, 确认密码与密码输入不一致, sort > 0. The server checks them again.
 */
export function fieldRules(field: FieldDef, t: TFunction, editing: boolean): FormRule[] {
  const form = formOf(field);
  if (!form) return [];
  const rules: FormRule[] = [];
  // A password is required when creating; when editing a blank one keeps the stored value.
  const required = form.required && !(editing && (field.type === 'password' || field.secret));
  const textual = ['text', 'textarea', 'email', 'emails', 'password'].includes(field.type);
  if (required) {
    const message = t(field.type === 'email' || field.type === 'emails' ? 'enterEmail' : 'required');
    // The stock required check types the value as a string, so a chosen number would count as
    // empty: text is checked as text, any other value by whether it is there at all.
    const rule: RuleObject = textual
      ? { required: true, whitespace: field.type !== 'password', message }
      : {
          required: true,
          validator: (_, v: unknown) =>
            v === undefined || v === null || v === '' || (Array.isArray(v) && v.length === 0)
              ? Promise.reject(new Error(message))
              : Promise.resolve(),
        };
    rules.push(rule);
  }
  if (field.type === 'email') rules.push({ pattern: emailPattern, message: t('invalidEmail') });
  if (field.type === 'emails')
    rules.push({
      validator: (_, v: unknown) =>
        splitEmails(v).every((e) => emailPattern.test(e))
          ? Promise.resolve()
          : Promise.reject(new Error(t('invalidEmail'))),
    });
  if (form.requiredIf) {
    const other = form.requiredIf;
    rules.push(({ getFieldValue }) => ({
      validator: (_, v: unknown) =>
        !getFieldValue(other) || splitEmails(v).length > 0 || (field.type !== 'emails' && v !== undefined && v !== '')
          ? Promise.resolve()
          : Promise.reject(new Error(t(field.type === 'emails' || field.type === 'email' ? 'enterEmail' : 'required'))),
    }));
  }
  if (form.positive)
    rules.push({
      validator: (_, v: unknown) =>
        v === undefined || v === null || v === '' || (Number.isInteger(Number(v)) && Number(v) > 0)
          ? Promise.resolve()
          : Promise.reject(new Error(t('sortPositive'))),
    });
  if (form.max && (field.type === 'text' || field.type === 'textarea' || field.type === 'password'))
    rules.push({ max: form.max, message: t('formatError', { attr: '' }).trim() });
  if (form.sameAs) {
    const other = form.sameAs;
    rules.push(({ getFieldValue }) => ({
      validator: (_, v: unknown) =>
        (v ?? '') === (getFieldValue(other) ?? '')
          ? Promise.resolve()
          : Promise.reject(new Error(t(form.sameAsMessage ?? 'confirmPasswordMismatch'))),
    }));
  }
  return rules;
}

/** Both ends of a searched date range: the start may not be after the end (开始日期不能大于结束日期). */
export const rangeRule =
  (otherKey: string, t: TFunction): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_, v: { isAfter: (o: unknown, unit: 'day') => boolean } | null | undefined) => {
      const end = getFieldValue(otherKey) as unknown;
      return v && end && v.isAfter(end, 'day') ? Promise.reject(new Error(t('startAfterEnd'))) : Promise.resolve();
    },
  });
