import path from 'node:path';

/** Everything the environment can set, read once. */
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
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // Runtime state (embedded database, mail, files); the repository's data/ holds the public data it ships.
  const dataDir = path.resolve(env.DATA_DIR ?? path.join(repoRoot, 'var'));
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    captcha: env.CAPTCHA !== 'off',
    mailDir: path.resolve(env.MAIL_DIR ?? path.join(dataDir, 'mail')),
    smtpUrl: env.SMTP_URL || undefined,
    filesDir: path.resolve(env.FILES_DIR ?? path.join(dataDir, 'files')),
    webDist: path.resolve(env.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    publicDataDir: path.resolve(env.PUBLIC_DATA_DIR ?? path.join(repoRoot, 'data')),
    jobs: env.JOBS !== 'off',
    seedDemoDocuments: env.SEED_DEMO_DOCUMENTS === '1',
    trustProxy: env.TRUST_PROXY === '1',
  };
}

export { repoRoot };
