/** Business result codes carried in every answer's envelope (DESIGN.md section 3). */
export const ResultCode = {
  ok: 1,
  sessionExpired: 303,
  sessionConflict: 409,
  forbidden: 403,
  warning: 601,
  serverError: 500,
} as const;

export const isSessionExpiredCode = (code: number) =>
  code === ResultCode.sessionExpired || code === ResultCode.sessionConflict;

export { envelopeSchema } from './fields.js';

export interface Envelope<T> {
  code: number;
  msg: string;
  data?: T;
}
