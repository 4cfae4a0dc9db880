import { and, count, desc, eq } from 'drizzle-orm';
import { reportKindRights, type ReportContent, type ReportKind, type StoredReport } from '@app/contract';
import type { Database } from '../../../db/client.js';
import { monitorReports } from '../../../db/schema/index.js';
import type { MemberPrincipal } from '../../../lib/context.js';
import { iso } from '../../../lib/crud.js';
import { forbidden, notFound, warn } from '../../../lib/errors.js';
import { buildReportContent } from './figures.js';
import { isFinished, latestFinished, periodOf, type Period } from './periods.js';

type ReportRow = typeof monitorReports.$inferSelect;

/** The kind's own right, or the area's parent right report_new (the route table's parentPer). */
export function requireReportRight(member: MemberPrincipal, kind: ReportKind) {
  if (member.isSuper || member.rights.has(reportKindRights[kind]) || member.rights.has('report_new')) return;
  throw forbidden();
}

const toStored = (r: ReportRow): StoredReport => ({
  id: r.id,
  kind: r.kind,
  periodStart: r.periodStart,
  periodEnd: r.periodEnd,
  generatedAt: iso(r.generatedAt),
  content: r.content as ReportContent,
});

/**
 * The stored report of a finished period, built and stored on first use. A period that is not
 * over yet is refused (its figures would change); two concurrent first opens store one row.
 */
export async function reportFor(
  database: Database,
  kind: ReportKind,
  period: Period,
  today: string,
): Promise<StoredReport> {
  if (!isFinished(period, today)) throw warn('reportPeriodNotOver', { end: period.end });
  const where = and(eq(monitorReports.kind, kind), eq(monitorReports.periodStart, period.start));
  const [stored] = await database.db.select().from(monitorReports).where(where);
  if (stored) return toStored(stored);
  const content = await buildReportContent(database, kind, period);
  await database.db
    .insert(monitorReports)
    .values({ kind, periodStart: period.start, periodEnd: period.end, content })
    .onConflictDoNothing({ target: [monitorReports.kind, monitorReports.periodStart] });
  const [row] = await database.db.select().from(monitorReports).where(where);
  return toStored(row!);
}

/** The report of the period holding `day`, or the latest finished one. */
export const openReport = (database: Database, kind: ReportKind, today: string, day?: string) =>
  reportFor(database, kind, day ? periodOf(kind, day) : latestFinished(kind, today), today);

export async function reportById(database: Database, id: number): Promise<StoredReport> {
  const [row] = await database.db.select().from(monitorReports).where(eq(monitorReports.id, id));
  if (!row) throw notFound();
  return toStored(row);
}

const figureValue = (c: ReportContent, key: string) =>
  c.sections
    .flatMap((s) => s.groups.flatMap((g) => g.figures))
    .filter((f) => f.key === key)
    .reduce((s, f) => s + f.value, 0);

export async function reportList(database: Database, kind: ReportKind, page: number, pageSize: number) {
  const where = eq(monitorReports.kind, kind);
  const [rows, [total]] = await Promise.all([
    database.db
      .select()
      .from(monitorReports)
      .where(where)
      .orderBy(desc(monitorReports.periodStart))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    database.db.select({ n: count() }).from(monitorReports).where(where),
  ]);
  return {
    list: rows.map((r) => {
      const { content, ...rest } = toStored(r);
      return {
        ...rest,
        samplingFail: figureValue(content, 'samplingFail'),
        newDocs: figureValue(content, 'newDocs'),
        rasffChina: figureValue(content, 'rasffChina'),
      };
    }),
    total: Number(total?.n ?? 0),
    page,
    pageSize,
  };
}
