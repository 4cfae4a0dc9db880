import type { EndedBy } from '@app/contract';

/**
 * Which numbered edition a row of the CFSA withdrawn list (已废止/被替代标准, titles and dates only) describes.
 *
 * The list names editions by title; the catalogue and the product-standard pages name them by number. A row is
 * joined to the edition it describes when the data says which: its withdrawal day is the implementation day of a
 * newer edition of that title (the successor: the described edition is the one before it, as the successor's
 * page names it ("代替 GB 25596-2010") or as held), or it is a held edition's own end. A successor whose
 * implementation day the catalogue withholds ("[待确认]") takes the list's day when it is the newest edition of the
 * title, published no later than that year, and this is the title's latest dated row. Anything else stays a row of
 * its own, with its title, its successor where that is certain, and the reason it was not joined.
 */
export interface WithdrawnRow {
  line: number;
  /** The list's own row number: two rows may share a title and have no date (two editions of one method). */
  seq: string;
  title: string;
  /** The list's status: 被替代, 废止 or 废止/被替代. */
  status: string;
  date: string | null;
}

export interface HeldEdition {
  id: number;
  key: string;
  code: string;
  title: string;
  implementDate: string | null;
  abolishDate: string | null;
  publishDate: string | null;
}

export type Join =
  | {
      kind: 'joined';
      row: WithdrawnRow;
      /** The held edition described, or the number the successor's page gives for it (not held yet). */
      edition: { id: number; key: string } | { id: null; key: string; number: string };
      successor: HeldEdition | null;
      endedBy: EndedBy;
      how: string;
    }
  | { kind: 'unjoined'; row: WithdrawnRow; successor: HeldEdition | null; endedBy: EndedBy; reason: string };

/** Implementation days the reconciliation fills from the list ("[待确认]" in the catalogue). */
export interface FilledDate {
  id: number;
  key: string;
  implementDate: string;
}

/** Titles compared without the series prefix, spaces and full-/half-width differences. */
export const titleKey = (t: string) =>
  t
    .normalize('NFKC')
    .replace(/\s+/g, '')
    .replace(/^食品安全国家标准/, '');

const yearOf = (e: HeldEdition) => Number(/-(\d{4})$/.exec(e.key)?.[1] ?? e.publishDate?.slice(0, 4) ?? 0);
const byAge = (a: HeldEdition, b: HeldEdition) =>
  yearOf(a) - yearOf(b) || (a.implementDate ?? '').localeCompare(b.implementDate ?? '') || a.id - b.id;

/**
 * Joins every withdrawn-list row. `editions`: the held numbered standards; `named`: for a successor's key, the
 * numbers its page says it replaces (`GB25596-2025` → [{ key: 'GB25596-2010', number: 'GB 25596-2010' }]).
 */
export function joinWithdrawn(
  rows: WithdrawnRow[],
  editions: HeldEdition[],
  named: Map<string, { key: string; number: string }[]>,
): { joins: Join[]; filled: FilledDate[] } {
  const byTitle = new Map<string, HeldEdition[]>();
  for (const e of editions) {
    const k = titleKey(e.title);
    byTitle.set(k, [...(byTitle.get(k) ?? []), e]);
  }
  const latestDated = new Map<string, string>();
  for (const r of rows) {
    const k = titleKey(r.title);
    if (r.date && r.date > (latestDated.get(k) ?? '')) latestDated.set(k, r.date);
  }
  const filled = new Map<number, FilledDate>();
  const described = new Map<string, number>();
  const joins = rows.map((row): Join => {
    const replaced = row.status.includes('被替代');
    const unjoined = (reason: string, successor: HeldEdition | null = null): Join => ({
      kind: 'unjoined',
      row,
      successor,
      endedBy: successor || row.status === '被替代' ? 'replaced' : 'abolished',
      reason,
    });
    if (!row.date) return unjoined('no withdrawal date in the list');
    const candidates = [...(byTitle.get(titleKey(row.title)) ?? [])].sort(byAge);
    if (!candidates.length) return unjoined('no numbered edition of this title is held');
    if (new Set(candidates.map((c) => c.code)).size > 1)
      return unjoined(`the title is shared by several standards (${[...new Set(candidates.map((c) => c.code))]})`);
    const day = row.date;
    const implementOf = (e: HeldEdition) => filled.get(e.id)?.implementDate ?? e.implementDate;
    const joinTo = (successor: HeldEdition | null, how: string, own?: HeldEdition): Join => {
      let edition: { id: number; key: string } | { id: null; key: string; number: string } | undefined = own;
      if (!edition && successor) {
        const page = (named.get(successor.key) ?? []).find((n) => n.key.replace(/-\d{4}$/, '') === successor.code);
        const i = candidates.indexOf(successor);
        const held = page ? candidates.find((c) => c.key === page.key) : i > 0 ? candidates[i - 1] : undefined;
        edition = held ?? (page ? { id: null, ...page } : undefined);
        if (page && !held) how += '; number from the successor’s page';
      }
      if (!edition) return unjoined(`the edition before ${successor!.key} is not held and no page names it`, successor);
      const seen = described.get(edition.key);
      if (seen !== undefined)
        return unjoined(`another list row (line ${seen}) already describes ${edition.key}`, successor);
      described.set(edition.key, row.line);
      const endedBy = successor || row.status === '被替代' ? 'replaced' : 'abolished';
      return { kind: 'joined', row, edition, successor, endedBy, how };
    };
    if (replaced) {
      const successor = candidates.find((c) => implementOf(c) === day);
      if (successor) return joinTo(successor, 'the successor takes effect that day');
    }
    const ending = candidates.find((c) => c.abolishDate === day);
    if (ending) {
      const next = candidates[candidates.indexOf(ending) + 1] ?? null;
      return joinTo(replaced ? next : null, 'the edition ends that day', ending);
    }
    if (replaced) {
      const newest = candidates[candidates.length - 1]!;
      if (
        !implementOf(newest) &&
        yearOf(newest) <= Number(day.slice(0, 4)) &&
        latestDated.get(titleKey(row.title)) === day
      ) {
        filled.set(newest.id, { id: newest.id, key: newest.key, implementDate: day });
        return joinTo(newest, 'the successor’s undated implementation taken from the list');
      }
      const later = candidates.every((c) => yearOf(c) > Number(day.slice(0, 4)));
      return unjoined(
        later
          ? 'the held editions of this title came after the withdrawal; the edition between is not held'
          : 'no held edition takes effect or ends on the withdrawal day',
      );
    }
    return unjoined('abolished outright and no held edition of this title ends that day');
  });
  return { joins, filled: [...filled.values()] };
}
