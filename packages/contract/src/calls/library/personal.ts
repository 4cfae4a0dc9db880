import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { limits } from '../../constants.js';
import { exportQuantity, pageInput, pageOutput, selectedIds } from '../../paging.js';
import {
  base,
  blob,
  docSummary,
  itemid,
  lib,
  libRight,
  ok,
  rightOf,
  searchFields,
  text,
  xlsxUpload,
} from './shared.js';
import { rowId } from '../../ids.js';

// The member's own things in a library: favourites, exports, forwarding to colleagues and
// update-reminder keywords.

const group = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(z.object({ id: z.number().int(), username: z.string() })),
});

export const personalCalls = {
  favoriteAdd: defineEndpoint({
    method: 'POST',
    path: `${base}/favorite/add`,
    input: z.object({ ...lib, itemid }),
    output: ok,
    access: access.member(rightOf('collection')),
    summary: 'Add a document to the favourites',
  }),
  favoriteRemove: defineEndpoint({
    method: 'POST',
    path: `${base}/favorite/remove`,
    input: z.object({ ...lib, ids: selectedIds('selectToDelete') }),
    output: ok,
    access: access.member(rightOf('collection')),
    summary: 'Remove documents (by document id) from the favourites',
  }),
  favoriteList: defineEndpoint({
    method: 'POST',
    path: `${base}/favorite/list`,
    input: z.object({ ...lib, ...pageInput, keyword: text(200) }),
    output: pageOutput(docSummary.extend({ changed: z.boolean(), favoritedAt: z.string() })).extend({
      changeNum: z.number().int(),
    }),
    access: access.member(rightOf('collection')),
    summary: 'Favourites of the library; looking resets the change counter',
  }),
  export: defineEndpoint({
    method: 'POST',
    path: `${base}/export`,
    input: z.object({
      ...lib,
      ...pageInput,
      ...searchFields,
      quantity: exportQuantity,
      ids: z.array(rowId).max(limits.exportQuantityMax).optional(),
      source: z.enum(['search', 'favorite']).default('search'),
    }),
    output: blob,
    access: access.member(libRight),
    answer: 'blob',
    summary: 'Export a result list (or the selected ids, or the favourites) to xlsx',
  }),
  forward: defineEndpoint({
    method: 'POST',
    path: `${base}/forward`,
    input: z.object({
      ...lib,
      itemid,
      groupIds: z.array(rowId).max(100).default([]),
      memberIds: z.array(rowId).max(1000).default([]),
      note: text(500),
    }),
    output: z.object({ recipients: z.number().int() }),
    access: access.member(libRight),
    summary: 'Forward a document to groups of colleagues: each recipient gets a message (转发成功 / 转发失败)',
  }),
  groups: defineEndpoint({
    method: 'POST',
    path: `${base}/forward-groups/list`,
    input: z.object(lib),
    output: z.object({
      list: z.array(group),
      colleagues: z.array(z.object({ id: z.number().int(), username: z.string() })),
    }),
    access: access.member(libRight),
    summary: "The member's forward groups and the colleagues of the same customer",
  }),
  groupSave: defineEndpoint({
    method: 'POST',
    path: `${base}/forward-groups/save`,
    input: z.object({
      ...lib,
      id: itemid.optional(),
      name: z.string().trim().min(1).max(50),
      memberIds: z.array(rowId).max(1000),
    }),
    output: z.object({ id: z.number().int() }),
    access: access.member(libRight),
    summary: 'Create or rename a forward group and set its members',
  }),
  groupDelete: defineEndpoint({
    method: 'POST',
    path: `${base}/forward-groups/delete`,
    input: z.object({ ...lib, ids: selectedIds('selectToDelete') }),
    output: ok,
    access: access.member(libRight),
    summary: 'Delete forward groups',
  }),
  keywords: defineEndpoint({
    method: 'POST',
    path: `${base}/keywords/list`,
    input: z.object({ ...lib, ...pageInput }),
    output: pageOutput(z.object({ id: z.number().int(), keyword: z.string(), createdAt: z.string() })),
    access: access.member(libRight),
    summary: "The member's update-reminder keywords",
  }),
  keywordAdd: defineEndpoint({
    method: 'POST',
    path: `${base}/keywords/add`,
    input: z.object({ ...lib, keyword: z.string().trim().min(1).max(100) }),
    output: z.object({ added: z.number().int() }),
    access: access.member(libRight),
    summary: 'Add keywords (comma or space separated)',
  }),
  keywordImport: defineEndpoint({
    method: 'POST',
    path: `${base}/keywords/import`,
    input: z.object({
      ...lib,
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: z.object({ added: z.number().int(), skipped: z.number().int() }),
    access: access.member(libRight),
    upload: xlsxUpload,
    summary: 'Import keywords from xlsx (comma or space separated in a cell)',
  }),
  keywordDelete: defineEndpoint({
    method: 'POST',
    path: `${base}/keywords/delete`,
    input: z.object({ ...lib, ids: selectedIds('selectToDelete') }),
    output: ok,
    access: access.member(libRight),
    summary: 'Delete keywords',
  }),
};
