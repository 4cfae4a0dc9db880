import { and, asc, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import { api } from '@app/contract';
import {
  cmpEvidence,
  cmpItems,
  cmpObligations,
  cmpTaskComments,
  cmpTasks,
  libDocuments,
} from '../../db/schema/index.js';
import { implement } from '../../lib/endpoints.js';
import { requireMember } from '../../lib/context.js';
import { forbidden, notFound, warn } from '../../lib/errors.js';
import { readStoredFile, saveFile } from '../../lib/storage.js';
import { storedFileName } from '../../lib/file-links.js';
import { writeXlsx, xlsxAnswer } from '../../lib/xlsx.js';
import { clauseCounts, clauseView, ensureClauses } from '../clauses/index.js';
import { listRegister, clausesOfObligations, docShortName, obligationKeyword } from './register.service.js';
import {
  addItem,
  assessItem,
  colleague,
  colleagues,
  evidenceOf,
  itemDetail,
  ownItem,
  readProfile,
  saveProfile,
} from './items.service.js';
import { decideUpdate, listUpdates, updateDetail } from './updates.service.js';
import { listTasks, ownTask, taskComments, toTaskItems } from './tasks.service.js';
import { generateDocument } from './documents.service.js';
import { holdsComplianceRight, requireComplianceMember } from './scope.js';
import { registerRecheck } from './recheck.js';
import { itemStatuses } from '@app/contract';
import { today } from '../library/dates.js';

registerRecheck();

const likeText = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const complianceImplementations = implement(api.compliance, {
  profile: async (_input, ctx) => readProfile(ctx.database, requireMember(ctx).customerId),
  saveProfile: async (input, ctx) => {
    const m = requireMember(ctx);
    const result = await saveProfile(ctx.database, m.customerId, m.id, input, ctx.lang);
    ctx.say('operationSuccess');
    return result;
  },
  verificationList: async (input, ctx) => listRegister(ctx.database, requireMember(ctx).customerId, input),
  registerList: async (input, ctx) => listRegister(ctx.database, requireMember(ctx).customerId, input),
  associationList: async (input, ctx) => listRegister(ctx.database, requireMember(ctx).customerId, input),
  myList: async (input, ctx) => {
    const m = requireMember(ctx);
    return listRegister(ctx.database, m.customerId, input, m.id);
  },
  myAssociationList: async (input, ctx) => {
    const m = requireMember(ctx);
    return listRegister(ctx.database, m.customerId, input, m.id);
  },
  registerExport: async (input, ctx) => {
    const m = requireMember(ctx);
    const page = await listRegister(ctx.database, m.customerId, {
      page: 1,
      pageSize: 5000,
      status: input.status || undefined,
      keyword: input.keyword,
    });
    const en = ctx.lang === 'en';
    const buffer = await writeXlsx({
      sheetName: en ? 'Register' : '合规义务登记册',
      columns: [
        { header: en ? 'Code' : '编号', key: 'code', width: 14 },
        { header: en ? 'Obligation' : '义务', key: 'title', width: 40 },
        { header: en ? 'Clauses' : '依据条款', key: 'clauses', width: 40 },
        { header: en ? 'Status' : '状态', key: 'status', width: 12 },
        { header: en ? 'Reason' : '适用理由', key: 'reason', width: 30 },
        { header: en ? 'Owner' : '负责人', key: 'ownerName', width: 14 },
        { header: en ? 'Department' : '部门', key: 'department', width: 14 },
        { header: en ? 'Next review' : '下次复核', key: 'nextReview', width: 14 },
      ],
      rows: page.list.map((r) => ({
        ...r,
        status: itemStatuses[r.status][ctx.lang],
        clauses: r.clauses.map((c) => `${docShortName(c)} ${c.label}`).join('；'),
      })),
    });
    return xlsxAnswer(buffer, `register-${today()}.xlsx`);
  },
  item: async (input, ctx) => itemDetail(ctx.database, requireComplianceMember(ctx).customerId, input.id, ctx.lang),
  assess: async (input, ctx) => {
    const m = requireComplianceMember(ctx);
    const changed = await assessItem(ctx.database, m.customerId, m.id, input.id, input);
    ctx.say('operationSuccess');
    return { changed };
  },
  uploadEvidence: async (input, ctx) => {
    const m = requireMember(ctx);
    if (!input.itemId === !input.taskId) throw warn('required');
    if (input.itemId) {
      requireComplianceMember(ctx);
      await ownItem(ctx.database, m.customerId, input.itemId);
    } else await ownTask(ctx.database, m.customerId, input.taskId!);
    const stored = await saveFile(ctx.db, ctx.req.server.config, {
      name: input.file.filename,
      buffer: Buffer.from(input.file.buffer),
      contentType: input.file.mimetype,
    });
    const [row] = await ctx.db
      .insert(cmpEvidence)
      .values({
        customerId: m.customerId,
        itemId: input.itemId ?? null,
        taskId: input.taskId ?? null,
        name: input.file.filename.slice(0, 200),
        fileKey: stored.key,
        size: stored.size,
        memberId: m.id,
      })
      .returning();
    ctx.say('operationSuccess');
    return { id: row!.id, name: row!.name, size: row!.size, createdAt: row!.createdAt, memberName: m.username };
  },
  evidenceFile: async (input, ctx) => {
    const m = requireMember(ctx);
    const [row] = await ctx.db
      .select()
      .from(cmpEvidence)
      .where(and(eq(cmpEvidence.id, input.id), eq(cmpEvidence.customerId, m.customerId)));
    if (!row) throw notFound();
    const bytes = await readStoredFile(ctx.db, ctx.req.server.config, storedFileName(row.fileKey) ?? '');
    if (!bytes) throw notFound();
    return { blob: bytes, contentType: 'application/octet-stream', filename: row.name };
  },
  colleagues: async (_input, ctx) => colleagues(ctx.database, requireMember(ctx).customerId),
  obligations: async (input, ctx) => {
    const m = requireMember(ctx);
    const where = and(
      or(isNull(cmpObligations.customerId), eq(cmpObligations.customerId, m.customerId)),
      input.keyword ? obligationKeyword(input.keyword) : undefined,
    );
    const [rows, [count]] = await Promise.all([
      ctx.db
        .select()
        .from(cmpObligations)
        .where(where)
        .orderBy(asc(cmpObligations.id))
        .limit(input.pageSize)
        .offset((input.page - 1) * input.pageSize),
      ctx.db
        .select({ n: sql<number>`count(*)::int` })
        .from(cmpObligations)
        .where(where),
    ]);
    const ids = rows.map((r) => r.id);
    const inRegister = new Set(
      ids.length
        ? (
            await ctx.db
              .select({ o: cmpItems.obligationId })
              .from(cmpItems)
              .where(and(eq(cmpItems.customerId, m.customerId), inArray(cmpItems.obligationId, ids)))
          ).map((r) => r.o)
        : [],
    );
    const clauses = await clausesOfObligations(ctx.database, ids);
    return {
      list: rows.map((r) => ({
        id: r.id,
        code: r.code,
        title: r.title,
        kind: r.kind as 'mandatory',
        frequency: r.frequency as 'daily',
        clauses: clauses.get(r.id) ?? [],
        inRegister: inRegister.has(r.id),
      })),
      total: count?.n ?? 0,
      page: input.page,
      pageSize: input.pageSize,
    };
  },
  findDocuments: async (input, ctx) => {
    const rows = await ctx.db
      .select({
        id: libDocuments.id,
        library: libDocuments.library,
        module: libDocuments.module,
        title: libDocuments.title,
        docNumber: libDocuments.docNumber,
        validity: libDocuments.validity,
      })
      .from(libDocuments)
      .where(
        and(
          inArray(libDocuments.module, ['fagui', 'biaozhun']),
          sql`length(${libDocuments.body}) > 200`,
          or(
            ilike(libDocuments.title, likeText(input.keyword)),
            ilike(libDocuments.docNumber, likeText(input.keyword)),
          ),
        ),
      )
      .orderBy(desc(libDocuments.publishDate))
      .limit(20);
    const counts = await clauseCounts(
      ctx.database,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({ ...r, clauses: counts.get(r.id) ?? 0 }));
  },
  documentClauses: async (input, ctx) => {
    const clauses = await ensureClauses(ctx.database, input.docId);
    return clauses.map(clauseView);
  },
  addItem: async (input, ctx) => {
    const m = requireMember(ctx);
    const id = await addItem(ctx.database, m.customerId, m.id, input);
    ctx.say('operationSuccess');
    return { id };
  },
  updates: async (input, ctx) => listUpdates(ctx.database, requireMember(ctx).customerId, input),
  update: async (input, ctx) => updateDetail(ctx.database, requireMember(ctx).customerId, input.id),
  decide: async (input, ctx) => {
    const m = requireMember(ctx);
    const result = await decideUpdate(ctx.database, m.customerId, m.id, input.id, {
      ...input,
      dueDate: input.dueDate || undefined,
    });
    ctx.say('operationSuccess');
    return result;
  },
  generate: async (input, ctx) => {
    const m = requireMember(ctx);
    const name = (ctx.lang === 'en' ? m.profile.customer?.enName : undefined) || m.profile.customer?.name || '';
    return generateDocument(ctx.database, m.customerId, name, input.kind, input.format, ctx.lang);
  },
});

export const taskImplementations = implement(api.task, {
  list: async (input, ctx) => {
    const m = requireMember(ctx);
    return listTasks(ctx.database, m.customerId, m.id, holdsComplianceRight(m), {
      ...input,
      status: input.status || undefined,
    });
  },
  detail: async (input, ctx) => {
    const m = requireMember(ctx);
    const row = await ownTask(ctx.database, m.customerId, input.id);
    return {
      ...(await toTaskItems(ctx.database, [row], holdsComplianceRight(m)))[0]!,
      comments: await taskComments(ctx.database, row.id),
      files: await evidenceOf(ctx.database, { taskId: row.id }),
    };
  },
  create: async (input, ctx) => {
    const m = requireMember(ctx);
    if (input.assigneeId) await colleague(ctx.database, m.customerId, input.assigneeId);
    if (input.itemId) {
      // Linking a task to a register item is work on the register: it needs a compliance right.
      if (!holdsComplianceRight(m)) throw forbidden();
      await ownItem(ctx.database, m.customerId, input.itemId);
    }
    const [row] = await ctx.db
      .insert(cmpTasks)
      .values({
        customerId: m.customerId,
        title: input.title,
        description: input.description ?? '',
        assigneeId: input.assigneeId ?? null,
        dueDate: input.dueDate || null,
        itemId: input.itemId ?? null,
        createdBy: m.id,
      })
      .returning({ id: cmpTasks.id });
    ctx.say('operationSuccess');
    return { id: row!.id };
  },
  update: async (input, ctx) => {
    const m = requireMember(ctx);
    const task = await ownTask(ctx.database, m.customerId, input.id);
    if (task.itemId !== null && !holdsComplianceRight(m)) throw forbidden();
    if (input.assigneeId) await colleague(ctx.database, m.customerId, input.assigneeId);
    await ctx.db
      .update(cmpTasks)
      .set({
        ...(input.status ? { status: input.status } : {}),
        ...(input.assigneeId !== undefined ? { assigneeId: input.assigneeId } : {}),
        ...(input.dueDate !== undefined ? { dueDate: input.dueDate || null } : {}),
        updatedAt: new Date().toISOString(),
      })
      .where(eq(cmpTasks.id, input.id));
    ctx.say('operationSuccess');
    return {};
  },
  comment: async (input, ctx) => {
    const m = requireMember(ctx);
    await ownTask(ctx.database, m.customerId, input.id);
    const [row] = await ctx.db
      .insert(cmpTaskComments)
      .values({ taskId: input.id, memberId: m.id, body: input.body })
      .returning({ id: cmpTaskComments.id });
    ctx.say('operationSuccess');
    return { id: row!.id };
  },
});
