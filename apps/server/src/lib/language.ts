import type { FastifyRequest } from 'fastify';
import { defaultLanguage, languages, type Language } from '@app/contract';

/** The caller's language: the `lang` header, then the languageName cookie, then zh-cn. */
export function requestLanguage(req: FastifyRequest): Language {
  const header = req.headers.lang;
  const candidate = (typeof header === 'string' ? header : undefined) ?? req.cookies?.languageName;
  return (languages as readonly string[]).includes(candidate ?? '') ? (candidate as Language) : defaultLanguage;
}
