import {
  reportFigureLabels,
  reportLibraryLabels,
  reportSections,
  type Language,
  type ReportContent,
  type ReportFigure,
  type ReportKind,
} from '@app/contract';

/** The printed form of a report (PDF and docx read this): title, then per section a heading and rows. */
export interface ReportTable {
  heading: string;
  /** Sub-heading of a breakdown (failures by category …), or null. */
  subheading: string | null;
  rows: { label: string; value: number; previous: number | null; change: string }[];
}

const kindTitles: Record<ReportKind, Record<Language, string>> = {
  day: { 'zh-cn': '日报', en: 'Daily report' },
  week: { 'zh-cn': '周报', en: 'Weekly report' },
  month: { 'zh-cn': '月报', en: 'Monthly report' },
};

export const columnTitles: Record<Language, [string, string, string, string]> = {
  'zh-cn': ['项目', '本期', '上期', '变化'],
  en: ['Item', 'This period', 'Previous', 'Change'],
};

export const reportTitle = (c: ReportContent, lang: Language) =>
  `${kindTitles[c.kind][lang]} ${c.periodStart === c.periodEnd ? c.periodStart : `${c.periodStart} ~ ${c.periodEnd}`}`;

const change = (f: ReportFigure) => {
  if (f.previous === null) return '';
  const d = f.value - f.previous;
  return d === 0 ? '0' : d > 0 ? `+${d}` : String(d);
};

export const figureLabel = (f: ReportFigure, lang: Language) =>
  f.label ?? (reportFigureLabels as Record<string, Record<Language, string>>)[f.key]?.[lang] ?? f.key;

export function reportTables(c: ReportContent, lang: Language): ReportTable[] {
  return c.sections.flatMap((s) =>
    s.groups.map((g) => ({
      heading: `${reportSections[s.key][lang]}${s.demo ? (lang === 'en' ? ' (demo data)' : '（演示数据）') : ''}`,
      subheading:
        s.key === 'library'
          ? ((reportLibraryLabels as Record<string, Record<Language, string>>)[g.key]?.[lang] ?? g.key)
          : g.key === 'totals'
            ? null
            : ((reportFigureLabels as Record<string, Record<Language, string>>)[g.key]?.[lang] ?? g.key),
      rows: g.figures.map((f) => ({
        label: figureLabel(f, lang),
        value: f.value,
        previous: f.previous,
        change: change(f),
      })),
    })),
  );
}

export const fileBase = (c: ReportContent, lang: Language) => reportTitle(c, lang).replace(/[\s~]+/g, '_');
