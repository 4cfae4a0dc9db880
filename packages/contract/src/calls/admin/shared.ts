/** Form-field schemas shared by the back-office calls (see ../admin.ts for what the back office is). */
import { z } from 'zod';
import { intColumn } from '../../ids.js';

export const email = z.string().trim().max(100).email({ message: 'invalidEmail' });
export const optionalEmail = email.or(z.literal(''));
export const status01 = z.coerce.number().int().min(0).max(1);
export const text = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);
/** An optional filter on an id column (any int4 value). */
export const optionalInt = intColumn.optional();
export const optionalText = (max = 100) => z.string().trim().max(max).optional();
/** Sort of menus, departments, dictionary rows: an integer greater than 0 (排序必须是大于0的整数). */
export const sort = z.coerce
  .number({ message: 'sortPositive' })
  .int({ message: 'sortPositive' })
  .min(1, { message: 'sortPositive' })
  .max(1_000_000);
/** New passwords: 8 to 32 characters with a letter and a digit (same rule as the portal's). */
export const password = z
  .string()
  .max(128, { message: 'passwordRule' })
  .refine((p) => p.length >= 8 && p.length <= 32 && /[A-Za-z]/.test(p) && /\d/.test(p), { message: 'passwordRule' });

/** Password required on create (kept when empty on update) and equal to its confirmation. */
export const passwordPair = (
  v: { password?: string; confirmPassword?: string },
  ctx: z.RefinementCtx,
  creating: boolean,
) => {
  if (creating && !v.password) ctx.addIssue({ code: 'custom', message: 'required', path: ['password'] });
  if ((v.password || v.confirmPassword) && v.password !== (v.confirmPassword ?? ''))
    ctx.addIssue({ code: 'custom', message: 'confirmPasswordMismatch', path: ['confirmPassword'] });
};

/** Job handlers the scheduler knows (beanName). */
export const jobBeans = [
  'mailPushJob',
  'favoriteCounterJob',
  'labelRefreshJob',
  'periodReportJob',
  'monitorItemJob',
] as const;
export type JobBean = (typeof jobBeans)[number];

/** 0 = local disk (default); 1, 2, 3 = the three S3-compatible providers. */
export const ossTypes = [0, 1, 2, 3] as const;
