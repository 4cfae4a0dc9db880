import { endedBy as endedLabels, validity, type EndedBy, type Language, type ValidityCode } from '@app/contract';
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

/**
 * The status of a dated standard on `day`, the one place it is computed from dates: 即将实施 (1) before its
 * implementation day, withdrawn (3, replaced or abolished) from its withdrawal day on, in force (2) between; an
 * outright abolition still ahead reads 即将废止 (8). Without a known implementation day the status is unknown (0),
 * never current: `knownInForce` says a source states it took effect (a past edition, or a catalogue listing it
 * current when its date was not withheld as "[待确认]").
 */
export function statusOn(
  doc: { implementDate: string | null; abolishDate: string | null; endedBy: EndedBy | null; knownInForce?: boolean },
  day: string,
): { validity: number; endedBy: EndedBy | null } {
  if (doc.abolishDate && doc.abolishDate <= day) return { validity: 3, endedBy: doc.endedBy ?? 'abolished' };
  if (doc.implementDate ? doc.implementDate > day : !doc.knownInForce) {
    return { validity: doc.implementDate ? 1 : 0, endedBy: null };
  }
  if (doc.abolishDate && doc.endedBy === 'abolished') return { validity: 8, endedBy: null };
  return { validity: 2, endedBy: null };
}

const endedOf = (v: string | null | undefined): EndedBy | null => (v === 'replaced' || v === 'abolished' ? v : null);

/** The label of a validity code; code 3 says whether the document was replaced (被替代) or abolished (废止). */
export const validityLabel = (code: number, lang: Language, ended?: EndedBy | string | null) =>
  code === 3 && ended === 'replaced'
    ? endedLabels.replaced[lang]
    : (validity[code as ValidityCode] ?? validity[0])[lang];

export const statusInfo = (
  doc: { validity: number; endedBy?: string | null; abolishDate: string | null; implementDate: string | null },
  lang: Language,
) => ({
  validity: doc.validity,
  label: validityLabel(doc.validity, lang, doc.endedBy),
  endedBy: doc.validity === 3 ? endedOf(doc.endedBy) : null,
  derived: derivedLabels(doc),
});
