import { dayjs, type Dayjs } from '../dayjs-locale';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { labelOf } from './labels';
import { useChoices } from './use-choices';
import { formOf, type AnyResource, type FieldDef } from './types';
import { dataLang } from '../data-lang';

type Obj = Record<string, unknown>;
const isDate = (f: FieldDef) => f.type === 'date' || f.type === 'datetime';

/** A stored record as the form holds it (dates as dayjs, secrets blank). */
export function rowToForm(def: AnyResource, row: Obj | undefined, editing: boolean): Obj {
  const values: Obj = {};
  for (const [key, field] of Object.entries(def.fields) as [string, FieldDef][]) {
    const form = formOf(field);
    if (!form) continue;
    const v = row?.[key];
    if (!row) values[key] = form.initial;
    else if (field.type === 'password' || field.secret) values[key] = undefined;
    else if (isDate(field)) values[key] = v ? dayjs(String(v)) : undefined;
    else values[key] = v ?? undefined;
    if (!editing && values[key] === undefined && form.initial !== undefined) values[key] = form.initial;
  }
  return values;
}

/** The form's values as the call takes them; a blank secret is left out (keep the stored one). */
export function formToInput(def: AnyResource, values: Obj, editing: boolean): Obj {
  const input: Obj = {};
  for (const [key, v] of Object.entries(values)) {
    const field = (def.fields as Record<string, FieldDef | undefined>)[key];
    if (!field) continue;
    if ((field.type === 'password' || field.secret) && editing && (v === undefined || v === '')) continue;
    if (dayjs.isDayjs(v))
      input[key] = field.type === 'datetime' ? (v as Dayjs).toISOString() : (v as Dayjs).format('YYYY-MM-DD');
    else
      input[key] =
        v === '' && field.type !== 'text' && field.type !== 'textarea' && field.type !== 'html' ? undefined : v;
  }
  return input;
}

/** Dates are shown as YYYY-MM-DD, with the time when the field is a moment. */
export const showDate = (v: unknown, withTime: boolean) => {
  if (v === null || v === undefined || v === '') return '';
  const d = typeof v === 'number' && v < 1e11 ? dayjs.unix(v) : dayjs(v as string);
  return d.isValid() ? d.format(withTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD') : String(v);
};

const tagColours = ['red', 'green', 'orange', 'blue', 'purple'];

/** A stored value as text: choice labels, dates, yes/no, secrets masked. */
export function FieldValue({ field, value, asTag }: { field: FieldDef; value: unknown; asTag?: boolean }) {
  const { t, i18n } = useTranslation();
  // Stored texts (names, dictionary labels, remarks) are data: Chinese ones marked on English pages.
  const data = (text: string) => <span lang={dataLang(i18n.language, text)}>{text}</span>;
  const { choices } = useChoices(field.choices);
  if (field.type === 'password') return null;
  if (field.secret) return <span>{value ? String(value) : ''}</span>;
  if (isDate(field)) return <span>{showDate(value, field.type === 'datetime')}</span>;
  if (field.type === 'switch') return <span>{t(value ? 'crud.yes' : 'crud.no')}</span>;
  if (value === null || value === undefined || value === '') return null;
  if (field.choices) {
    const values = Array.isArray(value) ? value : [value];
    const texts = values.map((v) => labelOf(choices, v) ?? String(v));
    if (asTag)
      return (
        <>
          {values.map((v, i) => (
            <Tag key={String(v)} color={tagColours[Number(v) % tagColours.length]}>
              {data(texts[i]!)}
            </Tag>
          ))}
        </>
      );
    return data(texts.join(', '));
  }
  if (field.type === 'resources' && Array.isArray(value))
    return <span>{(value as { method: string; url: string }[]).map((r) => `${r.method} ${r.url}`).join(', ')}</span>;
  if (Array.isArray(value)) return data(value.join(', '));
  if (typeof value === 'object') return <span>{JSON.stringify(value)}</span>;
  return data(String(value));
}
