import { englishOrMarked, type Label, type Language } from '@app/contract';
import { provinceLabel } from '../../../components/charts';

const provinceField = /Province$|^province$/;

/** A record field as the pages show it: coded values labelled, money grouped, provinces in the page's language. */
export function fieldText(
  field: string,
  value: unknown,
  lang: Language,
  opts: {
    codes?: Record<string, Label>;
    money?: boolean;
    translate?: (field: string, value: string, lang: Language) => string;
  } = {},
): string {
  if (value === null || value === undefined || value === '') return '-';
  if (opts.codes && typeof value === 'string') return opts.codes[value]?.[lang] ?? value;
  if (opts.translate && typeof value === 'string') return opts.translate(field, value, lang);
  if (typeof value === 'number')
    return value.toLocaleString(lang === 'en' ? 'en-US' : 'zh-CN', { maximumFractionDigits: opts.money ? 2 : 6 });
  if (typeof value === 'boolean') return value ? (lang === 'en' ? 'Yes' : '是') : lang === 'en' ? 'No' : '否';
  const text = String(value);
  // Dates travel as YYYY-MM-DD; a timestamp is cut to its date.
  if (/^\d{4}-\d{2}-\d{2}T/.test(text)) return text.slice(0, 10);
  if (provinceField.test(field)) return provinceLabel(text, lang);
  // Category values (food category, risk factor) have English names; other text is data as stored.
  if (lang === 'en') return englishOrMarked(field, text);
  return text;
}
