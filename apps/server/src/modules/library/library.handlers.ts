import { api, searchRight, type LibraryKey } from '@app/contract';
import { implement } from '../../lib/endpoints.js';
import { requireMember, type CallContext } from '../../lib/context.js';
import { forbidden } from '../../lib/errors.js';
import { xlsxAnswer } from '../../lib/xlsx.js';
import { runSearch } from './search.service.js';
import { documentDetail, versionDiff } from './detail.service.js';
import {
  foodDb,
  industrySearch,
  libraryHome,
  mapDetail,
  provinceCounts,
  safeDb,
  stateList,
  subjectDetail,
  subjectList,
} from './lists.service.js';
import * as actions from './actions.service.js';
import * as novelty from './novelty.service.js';
import { exportDocuments } from './export.service.js';
import { saveDocument } from './editor.service.js';
import { notFound } from '../../lib/errors.js';
import { inboxImplementations } from './inbox.handlers.js';
import { today } from './dates.js';
import { compareEditions, comparisonPdf, comparisonXlsx } from '../clauses/editions.service.js';

/** The search right of the library (没有查询权限 without it); super members hold every right. */
const needSearch = (ctx: CallContext, library: LibraryKey) => {
  const m = requireMember(ctx);
  if (!m.isSuper && !m.rights.has(searchRight(library))) throw forbidden('noSearchRight');
  return m;
};
/** safeDb and foodDb exist in the standard library only. */
const biaofaOnly = (library: LibraryKey) => {
  if (library !== 'biaofa') throw notFound();
};

const libraryCalls = implement(api.library, {
  home: async (i, ctx) => libraryHome(ctx.database, i.library, ctx.lang, ctx.member?.id),
  search: async (i, ctx) => {
    const m = needSearch(ctx, i.library);
    return runSearch(ctx.database, i.library, i, ctx.lang, m.id);
  },
  stateList: async (i, ctx) => stateList(ctx.database, i.library, i.kind, i, ctx.lang, ctx.member?.id),
  moduleList: async (i, ctx) =>
    runSearch(ctx.database, i.library, { ...i, fullLibrary: false, modules: [i.module] }, ctx.lang, ctx.member?.id),
  content: async (i, ctx) => documentDetail(ctx.db, i.library, i.itemid, i.module, ctx.lang, ctx.member?.id),
  versionDiff: async (i, ctx) => versionDiff(ctx.db, i.library, i.itemid, i.module, i.from, i.to),
  compareEditions: async (i, ctx) => compareEditions(ctx.db, i.library, i.module, i.itemid, i.other),
  exportComparison: async (i, ctx) => {
    const c = await compareEditions(ctx.db, i.library, i.module, i.itemid, i.other);
    return i.format === 'pdf' ? comparisonPdf(c, ctx.lang) : comparisonXlsx(c, ctx.lang);
  },
  subjects: async (i, ctx) => subjectList(ctx.database, i.library, i),
  subjectDetail: async (i, ctx) => subjectDetail(ctx.database, i.library, i.id, i, ctx.lang, ctx.member?.id),
  industrySearch: async (i, ctx) => industrySearch(ctx.database, i.library, i, ctx.lang, ctx.member?.id),
  map: async (i, ctx) => provinceCounts(ctx.database, i.library),
  mapDetail: async (i, ctx) => mapDetail(ctx.database, i.library, i, ctx.lang, ctx.member?.id),
  safeDb: async (i, ctx) => {
    biaofaOnly(i.library);
    return safeDb(ctx.database, i);
  },
  foodDb: async (i, ctx) => {
    biaofaOnly(i.library);
    return foodDb(ctx.database, i);
  },
  favoriteAdd: async (i, ctx) => {
    ctx.say('operationSuccess');
    return actions.addFavorite(ctx.database, i.library, requireMember(ctx), i.itemid);
  },
  favoriteRemove: async (i, ctx) => {
    ctx.say('operationSuccess');
    return actions.removeFavorites(ctx.database, i.library, requireMember(ctx), i.ids);
  },
  favoriteList: async (i, ctx) => actions.favoriteList(ctx.database, i.library, requireMember(ctx), i, ctx.lang),
  export: async (i, ctx) => {
    const m = i.source === 'search' && !i.ids?.length ? needSearch(ctx, i.library) : requireMember(ctx);
    const buffer = await exportDocuments(ctx.database, i.library, i, ctx.lang, m.id);
    return xlsxAnswer(buffer, `${i.library}-${today()}.xlsx`);
  },
  forward: async (i, ctx) => {
    const out = await actions.forward(ctx.database, i.library, requireMember(ctx), i);
    ctx.say('forwardSuccess');
    return out;
  },
  groups: async (_i, ctx) => actions.groupList(ctx.database, requireMember(ctx)),
  groupSave: async (i, ctx) => {
    ctx.say('operationSuccess');
    return actions.groupSave(ctx.database, requireMember(ctx), i);
  },
  groupDelete: async (i, ctx) => {
    ctx.say('operationSuccess');
    return actions.groupDelete(ctx.database, requireMember(ctx), i.ids);
  },
  keywords: async (i, ctx) => actions.keywordList(ctx.database, requireMember(ctx), i),
  keywordAdd: async (i, ctx) => {
    ctx.say('operationSuccess');
    return { added: await actions.addKeywords(ctx.database, requireMember(ctx), actions.splitKeywords(i.keyword)) };
  },
  keywordImport: async (i, ctx) => {
    ctx.say('operationSuccess');
    return actions.importKeywords(ctx.database, requireMember(ctx), Buffer.from(i.file.buffer));
  },
  keywordDelete: async (i, ctx) => {
    ctx.say('operationSuccess');
    return actions.deleteKeywords(ctx.database, requireMember(ctx), i.ids);
  },
  noveltyTemplate: async (_i, ctx) => xlsxAnswer(await novelty.noveltyTemplate(ctx.lang), 'novelty-template.xlsx'),
  noveltyStart: async (i, ctx) => {
    const m = needSearch(ctx, i.library);
    return novelty.startNovelty(ctx.database, i.library, m, i.mode, i.file.filename, Buffer.from(i.file.buffer));
  },
  noveltyJob: async (i, ctx) => novelty.noveltyJob(ctx.database, requireMember(ctx), i.library, i.id),
  noveltyResults: async (i, ctx) => novelty.noveltyResults(ctx.database, requireMember(ctx), i.library, i, ctx.lang),
  noveltyExport: async (i, ctx) =>
    xlsxAnswer(
      await novelty.noveltyExport(ctx.database, requireMember(ctx), i.library, i.id, ctx.lang),
      `novelty-${i.id}.xlsx`,
    ),
  noveltyRecords: async (i, ctx) => novelty.noveltyRecords(ctx.database, requireMember(ctx), i.library, i),
  editorSave: async (i, ctx) => {
    ctx.say('operationSuccess');
    return saveDocument(ctx.database, i);
  },
});

/** The library calls and the member messages they write (forwards, update reminders). */
export const libraryImplementations = [...libraryCalls, ...inboxImplementations];
