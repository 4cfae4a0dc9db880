import { validity, type Language, type ValidityCode } from '@app/contract';
import { monthStart, nextMonthStart, addMonths, today } from './dates.js';

export type DerivedLabel = 'abolishNextMonth' | 'implementNextMonth';

/** Spec 4.1 labels computed from dates: abolished or implemented in the next calendar month. */
export function derivedLabels(
  doc: { abolishDate: string | null; implementDate: string | null },
  day = today(),
): DerivedLabel[] {
  const from = nextMonthStart(day);
  const to = addMonths(monthStart(day), 2);
  const out: DerivedLabel[] = [];
  if (doc.abolishDate && doc.abolishDate >= from && doc.abolishDate < to) out.push('abolishNextMonth');
  if (doc.implementDate && doc.implementDate >= from && doc.implementDate < to) out.push('implementNextMonth');
  return out;
}

export const validityLabel = (code: number, lang: Language) => (validity[code as ValidityCode] ?? validity[0])[lang];

export const statusInfo = (
  doc: { validity: number; abolishDate: string | null; implementDate: string | null },
  lang: Language,
) => ({
  validity: doc.validity,
  label: validityLabel(doc.validity, lang),
  derived: derivedLabels(doc),
});
