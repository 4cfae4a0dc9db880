import { ResultCode, message, type Language, type MessageKey } from '@app/contract';

/**
 * A failure the caller can be told about: a business code (601 warning, 403, 303 …) and a
 * catalogue message. Anything else thrown is a server fault (500) and goes to the error log.
 */
export class AppError extends Error {
  constructor(
    public readonly code: number,
    public readonly key: MessageKey,
    public readonly vars: Record<string, string | number> = {},
  ) {
    super(key);
  }
  text(lang: Language) {
    return message(this.key, lang, this.vars);
  }
}

export const warn = (key: MessageKey, vars?: Record<string, string | number>) =>
  new AppError(ResultCode.warning, key, vars);
export const forbidden = (key: MessageKey = 'noRight') => new AppError(ResultCode.forbidden, key);
export const expired = () => new AppError(ResultCode.sessionExpired, 'sessionExpiredReject');
export const notFound = () => new AppError(ResultCode.warning, 'notFound');
