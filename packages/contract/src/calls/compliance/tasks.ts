import { z } from 'zod';
import { access, defineEndpoint } from '../../endpoint.js';
import { dateString, librarySchema } from '../../fields.js';
import { pageInput, pageOutput } from '../../paging.js';
import { docModuleSchema, moduleRight } from '../library.js';
import { clauseItem, evidenceItem, id, session, taskItem, taskStatus, text } from './shapes.js';
import { rowId } from '../../ids.js';

// The clauses of a document and the /task calls, beside the register's calls.

/** Clauses of library documents (the clause model, DESIGN.md 8): the document page links to them by anchor. */
export const clauses = {
  list: defineEndpoint({
    method: 'POST',
    path: '/comply/library/:library/module/:module/clauses',
    summary: 'The clauses of the current version of a document (anchors for links to a clause)',
    access: access.member(moduleRight),
    input: z.object({ ...session, library: librarySchema, module: docModuleSchema, itemid: id }),
    output: z.object({ docId: z.number().int(), version: z.number().int(), list: z.array(clauseItem) }),
  }),
};

/** /task: tasks of the member's customer; any logged-in member (the route is open to all). */
export const task = {
  list: defineEndpoint({
    method: 'GET',
    path: '/comply/task/list',
    summary: "The customer's tasks; mine = assigned to me",
    access: access.member('any'),
    input: z.object({
      ...session,
      ...pageInput,
      mine: z.enum(['1', '0', '']).optional(),
      status: taskStatus.optional().or(z.literal('')),
    }),
    output: pageOutput(taskItem),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/comply/task/detail',
    summary: 'A task with its comments and evidence',
    access: access.member('any'),
    input: z.object({ ...session, id }),
    output: taskItem.extend({
      comments: z.array(
        z.object({ id: z.number().int(), body: z.string(), memberName: z.string().nullable(), createdAt: z.string() }),
      ),
      files: z.array(evidenceItem),
    }),
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/comply/task/create',
    summary: 'Create a task by hand',
    access: access.member('any'),
    input: z.object({
      ...session,
      title: text(200).min(1),
      description: text(2000).optional(),
      assigneeId: rowId.optional(),
      dueDate: dateString.optional().or(z.literal('')),
      itemId: rowId.optional(),
    }),
    output: z.object({ id: z.number().int() }),
  }),
  update: defineEndpoint({
    method: 'POST',
    path: '/comply/task/update',
    summary: "Change a task's status, assignee or due date",
    access: access.member('any'),
    input: z.object({
      ...session,
      id,
      status: taskStatus.optional(),
      assigneeId: rowId.nullable().optional(),
      dueDate: dateString.optional().or(z.literal('')),
    }),
    output: z.object({}),
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/comply/task/comment',
    summary: 'Comment on a task',
    access: access.member('any'),
    input: z.object({ ...session, id, body: text(2000).min(1) }),
    output: z.object({ id: z.number().int() }),
  }),
};
