import path from 'node:path';

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

function port(env: NodeJS.ProcessEnv): number {
  const raw = env.PORT;
  if (raw === undefined || raw === '') return 3000;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || n < 1 || n > 65535) throw new ConfigError('PORT', raw, 'a port number 1-65535');
  return n;
}

/** on/off style switches: each accepts exactly its listed words, so a typo is not silently "on". */
function flag(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const v = raw.toLowerCase();
  if (['on', '1', 'true', 'yes'].includes(v)) return true;
  if (['off', '0', 'false', 'no'].includes(v)) return false;
  throw new ConfigError(name, raw, 'on or off (1/0, true/false)');
}

function url(env: NodeJS.ProcessEnv, name: string, protocols: string[]): string | undefined {
  const raw = env[name];
  if (!raw) return undefined;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, raw.replace(/\/\/[^@/]*@/, '//…@'), `a URL (${protocols.join(', ')})`);
  }
  if (!protocols.includes(parsed.protocol))
    throw new ConfigError(name, parsed.protocol, `a URL (${protocols.join(', ')})`);
  return raw;
}

function host(env: NodeJS.ProcessEnv): string {
  const raw = env.HOST;
  if (raw === undefined || raw === '') return '0.0.0.0';
  if (!/^[A-Za-z0-9.:\-[\]]+$/.test(raw)) throw new ConfigError('HOST', raw, 'an address or host name to listen on');
  return raw;
}

/** The assistant's optional model: all of it or none (LLM_BASE_URL decides). */
function llm(env: NodeJS.ProcessEnv): Config['llm'] {
  const baseUrl = url(env, 'LLM_BASE_URL', ['http:', 'https:']);
  if (!baseUrl) return undefined;
  const timeoutMs = Number(env.LLM_TIMEOUT_MS || 20_000);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 100 || timeoutMs > 600_000)
    throw new ConfigError('LLM_TIMEOUT_MS', env.LLM_TIMEOUT_MS ?? '', 'milliseconds between 100 and 600000');
  return { baseUrl, model: env.LLM_MODEL || 'default', apiKey: env.LLM_API_KEY || undefined, timeoutMs };
}

function logLevel(env: NodeJS.ProcessEnv): LogLevel {
  const raw = env.LOG_LEVEL;
  if (raw === undefined || raw === '') return 'info';
  const v = raw.toLowerCase() as LogLevel;
  if (!logLevels.includes(v)) throw new ConfigError('LOG_LEVEL', raw, logLevels.join(', '));
  return v;
}

/** A token short enough to guess is no protection. */
function metricsToken(env: NodeJS.ProcessEnv): string | undefined {
  const raw = env.METRICS_TOKEN;
  if (!raw) return undefined;
  if (raw.length < 16 || /\s/.test(raw))
    throw new ConfigError('METRICS_TOKEN', '…', 'at least 16 characters, no spaces');
  return raw;
}

/** The settings read from the environment; a wrong value stops start-up with a `ConfigError`. */
export const settingNames = [
  'PORT',
  'HOST',
  'DATABASE_URL',
  'DATA_DIR',
  'CAPTCHA',
  'MAIL_DIR',
  'SMTP_URL',
  'FILES_DIR',
  'WEB_DIST',
  'PUBLIC_DATA_DIR',
  'JOBS',
  'TRUST_PROXY',
  'SEED_DEMO_DOCUMENTS',
  'LLM_BASE_URL',
  'LLM_MODEL',
  'LLM_API_KEY',
  'LLM_TIMEOUT_MS',
  'TLS',
  'LOG_LEVEL',
  'METRICS',
  'METRICS_TOKEN',
] as const;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Runtime state (embedded database, mail, files); the repository's data/ holds the public data it ships.
  const dataDir = path.resolve(env.DATA_DIR || path.join(repoRoot, 'var'));
  return {
    port: port(env),
    host: host(env),
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir,
    captcha: flag(env, 'CAPTCHA', true),
    mailDir: path.resolve(env.MAIL_DIR || path.join(dataDir, 'mail')),
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    filesDir: path.resolve(env.FILES_DIR || path.join(dataDir, 'files')),
    filesDirSet: Boolean(env.FILES_DIR),
    webDist: path.resolve(env.WEB_DIST || path.join(repoRoot, 'apps/web/dist')),
    publicDataDir: path.resolve(env.PUBLIC_DATA_DIR || path.join(repoRoot, 'data')),
    jobs: flag(env, 'JOBS', true),
    seedDemoDocuments: flag(env, 'SEED_DEMO_DOCUMENTS', false),
    trustProxy: flag(env, 'TRUST_PROXY', false),
    tls: flag(env, 'TLS', false),
    logLevel: logLevel(env),
    metrics: flag(env, 'METRICS', false),
    metricsToken: metricsToken(env),
    llm: llm(env),
  };
}

export { repoRoot };
