import path from 'node:path';
import { z } from 'zod';

/** Everything the environment can set, read once and checked at start (README "Settings" lists each). */
export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  captcha: boolean;
  mailDir: string;
  smtpUrl?: string;
  filesDir: string;
  webDist: string;
  publicDataDir: string;
  jobs: boolean;
  /** SEED_DEMO_DOCUMENTS=1: the first start also writes generated library documents (numbered DEMO-…). */
  seedDemoDocuments: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For (TRUST_PROXY=1). */
  trustProxy: boolean;
  /** Served behind TLS (TLS=on): only then does the CSP ask browsers to upgrade insecure requests. */
  tls: boolean;
  /** pino level of the structured log on stdout. */
  logLevel: LogLevel;
  /** GET /metrics in Prometheus text (METRICS=on); off by default. */
  metrics: boolean;
  /** With METRICS_TOKEN set, /metrics asks for `Authorization: Bearer <token>`; without, it answers the machine itself only. */
  metricsToken?: string;
  /** FILES_DIR was set: the operator chose the folder (with several servers, one they all share). */
  filesDirSet: boolean;
  /** Optional OpenAI-compatible model for the assistant (LLM_BASE_URL, LLM_MODEL, LLM_API_KEY, LLM_TIMEOUT_MS). */
  llm?: { baseUrl: string; model: string; apiKey?: string; timeoutMs: number };
}

const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** A setting the environment got wrong: the message names it, its value and what it accepts. */
export class ConfigError extends Error {
  constructor(name: string, value: string, expected: string) {
    super(`setting ${name}=${JSON.stringify(value)} is not valid: expected ${expected}`);
    this.name = 'ConfigError';
  }
}

/** A failed rule: `expected` is what the setting accepts, `shown` the value the message prints. */
type Fail = { expected: string; shown?: string };
const fail = (ctx: z.RefinementCtx, raw: string, f: Fail) => {
  ctx.addIssue({ code: 'custom', message: f.expected, params: { shown: f.shown ?? raw } });
  return z.NEVER;
};
/** Unset and empty mean the same: the default applies. */
const setting = <T>(fallback: T, check: (raw: string, ctx: z.RefinementCtx) => T) =>
  z
    .string()
    .optional()
    .transform((raw, ctx) => (raw === undefined || raw === '' ? fallback : check(raw, ctx)));
const text = z.string().optional();

const port = setting(3000, (raw, ctx) => {
  const n = Number(raw);
  return /^\d+$/.test(raw) && n >= 1 && n <= 65535 ? n : fail(ctx, raw, { expected: 'a port number 1-65535' });
});

/** on/off style switches: each accepts exactly its listed words, so a typo is not silently "on". */
const flag = (fallback: boolean) =>
  setting(fallback, (raw, ctx) => {
    const v = raw.toLowerCase();
    if (['on', '1', 'true', 'yes'].includes(v)) return true;
    if (['off', '0', 'false', 'no'].includes(v)) return false;
    return fail(ctx, raw, { expected: 'on or off (1/0, true/false)' });
  });

/** A URL of one of the listed schemes; the message hides any user:password in it. */
const url = (protocols: string[]) =>
  setting<string | undefined>(undefined, (raw, ctx) => {
    const expected = `a URL (${protocols.join(', ')})`;
    let parsed: URL;
    try {
      parsed = new URL(raw);
    } catch {
      return fail(ctx, raw, { expected, shown: raw.replace(/\/\/[^@/]*@/, '//…@') });
    }
    return protocols.includes(parsed.protocol) ? raw : fail(ctx, raw, { expected, shown: parsed.protocol });
  });

const host = setting('0.0.0.0', (raw, ctx) =>
  /^[A-Za-z0-9.:\-[\]]+$/.test(raw) ? raw : fail(ctx, raw, { expected: 'an address or host name to listen on' }),
);

const timeoutMs = setting(20_000, (raw, ctx) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 100 && n <= 600_000
    ? n
    : fail(ctx, raw, { expected: 'milliseconds between 100 and 600000' });
});

const logLevel = setting<LogLevel>('info', (raw, ctx) => {
  const v = raw.toLowerCase() as LogLevel;
  return logLevels.includes(v) ? v : fail(ctx, raw, { expected: logLevels.join(', ') });
});

/** A token short enough to guess is no protection; the message never prints it. */
const metricsToken = setting<string | undefined>(undefined, (raw, ctx) =>
  raw.length >= 16 && !/\s/.test(raw)
    ? raw
    : fail(ctx, raw, { expected: 'at least 16 characters, no spaces', shown: '…' }),
);

/** Every setting the environment can hold (README "Settings" lists each) and the rule it must meet. */
const envSchema = z.object({
  PORT: port,
  HOST: host,
  DATABASE_URL: url(['postgres:', 'postgresql:']),
  DATA_DIR: text,
  CAPTCHA: flag(true),
  MAIL_DIR: text,
  SMTP_URL: url(['smtp:', 'smtps:']),
  FILES_DIR: text,
  WEB_DIST: text,
  PUBLIC_DATA_DIR: text,
  JOBS: flag(true),
  TRUST_PROXY: flag(false),
  SEED_DEMO_DOCUMENTS: flag(false),
  LLM_BASE_URL: url(['http:', 'https:']),
  LLM_MODEL: text,
  LLM_API_KEY: text,
  LLM_TIMEOUT_MS: timeoutMs,
  TLS: flag(false),
  LOG_LEVEL: logLevel,
  METRICS: flag(false),
  METRICS_TOKEN: metricsToken,
});

/** The settings read from the environment; a wrong value stops start-up with a `ConfigError`. */
export const settingNames = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[];

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0]);
    const shown = issue.code === 'custom' ? String(issue.params?.shown) : String(env[name]);
    throw new ConfigError(name, shown, issue.message);
  }
  const e = parsed.data;
  // Runtime state (embedded database, mail, files); the repository's data/ holds the public data it ships.
  const dataDir = path.resolve(e.DATA_DIR || path.join(repoRoot, 'var'));
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    captcha: e.CAPTCHA,
    mailDir: path.resolve(e.MAIL_DIR || path.join(dataDir, 'mail')),
    smtpUrl: e.SMTP_URL,
    filesDir: path.resolve(e.FILES_DIR || path.join(dataDir, 'files')),
    filesDirSet: Boolean(e.FILES_DIR),
    webDist: path.resolve(e.WEB_DIST || path.join(repoRoot, 'apps/web/dist')),
    publicDataDir: path.resolve(e.PUBLIC_DATA_DIR || path.join(repoRoot, 'data')),
    jobs: e.JOBS,
    seedDemoDocuments: e.SEED_DEMO_DOCUMENTS,
    trustProxy: e.TRUST_PROXY,
    tls: e.TLS,
    logLevel: e.LOG_LEVEL,
    metrics: e.METRICS,
    metricsToken: e.METRICS_TOKEN,
    // The assistant's optional model: all of it or none (LLM_BASE_URL decides).
    llm: e.LLM_BASE_URL
      ? {
          baseUrl: e.LLM_BASE_URL,
          model: e.LLM_MODEL || 'default',
          apiKey: e.LLM_API_KEY || undefined,
          timeoutMs: e.LLM_TIMEOUT_MS,
        }
      : undefined,
  };
}

export { repoRoot };
