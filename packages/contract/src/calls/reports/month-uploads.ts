import { z } from 'zod';
import { access, defineEndpoint, sessionFields } from '../../endpoint.js';
import { pageInput, pageOutput } from '../../paging.js';
import { crudCalls } from '../admin-crud.js';
import { rowId, intColumn } from '../../ids.js';

/**
 * Monthly reports written for one customer by the provider's analysts (/infoMonitor/
 * monthUploadReport, right report_month_upload): staff upload the file in the back office
 * (through the configured storage); the customer lists its own and opens each in /showFile.
 */
const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'formatError' });
/** Only a file this product stored: a local /files/ path or the storage's own url. */
const storedUrl = z.string().trim().min(1).max(500);

export const monthUploadItem = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  customerName: z.string(),
  month: z.string(),
  title: z.string(),
  fileUrl: z.string(),
  fileName: z.string(),
  createDate: z.string(),
});

export const monthUploadAdmin = {
  ...crudCalls({
    base: '/admin-api/info/month-report',
    perm: 'info:monthly',
    title: 'Monthly reports uploaded for customers',
    item: monthUploadItem,
    form: {
      customerId: rowId,
      month,
      title: z.string().trim().min(1).max(200),
      fileUrl: storedUrl,
    },
    filters: {
      customerId: intColumn.optional().or(z.literal('')),
      month: month.optional().or(z.literal('')),
    },
  }),
  file: defineEndpoint({
    method: 'POST',
    path: '/admin-api/info/month-report/file',
    input: z.object({
      file: z.object({ filename: z.string(), mimetype: z.string(), buffer: z.instanceof(Uint8Array) }),
    }),
    output: z.object({ url: z.string(), name: z.string() }),
    access: access.staff('info:monthly:save'),
    upload: { maxBytes: 10 * 1024 * 1024, extensions: ['pdf', 'docx'] },
    summary: "Upload a monthly report's file (pdf or docx, at most 10 MB)",
  }),
};

export const monthUploadCalls = {
  monthUploadList: defineEndpoint({
    method: 'POST',
    path: '/comply/monitor/month-upload/list',
    input: z.object({ ...sessionFields, ...pageInput }),
    output: pageOutput(monthUploadItem.omit({ customerId: true, customerName: true })),
    access: access.member('report_month_upload'),
    summary: "The monthly reports uploaded for the member's customer, newest month first",
  }),
};
