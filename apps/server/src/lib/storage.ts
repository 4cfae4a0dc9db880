import { createHash, createHmac, randomUUID } from 'node:crypto';
import { mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, like, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import type { Config } from '../config.js';
import { sysOssFiles, sysParams } from '../db/schema/index.js';
import { chinaToday } from './clock.js';

/**
 * Where uploaded files go: local disk under config.filesDir by default, or one of the three
 * S3-compatible providers (types 1, 2, 3) configured in the back office. The config lives in
 * sys_params under `ossConfigCode` as JSON; its secret never leaves the server in full.
 * S3 requests are signed here with AWS Signature V4 (path-style), so no SDK is needed.
 */
export interface StorageConfig {
  type: number;
  domain: string;
  prefix: string;
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export const ossConfigCode = 'CLOUD_STORAGE_CONFIG_KEY';
export const localStorage: StorageConfig = {
  type: 0,
  domain: '',
  prefix: '',
  endpoint: '',
  accessKey: '',
  secretKey: '',
  bucket: '',
  region: '',
};

export async function readStorageConfig(db: Db): Promise<StorageConfig> {
  const [row] = await db.select().from(sysParams).where(eq(sysParams.paramCode, ossConfigCode)).limit(1);
  if (!row) return localStorage;
  try {
    return { ...localStorage, ...(JSON.parse(row.paramValue) as Partial<StorageConfig>) };
  } catch {
    return localStorage;
  }
}

export async function writeStorageConfig(db: Db, value: StorageConfig) {
  const paramValue = JSON.stringify(value);
  await db
    .insert(sysParams)
    .values({ paramCode: ossConfigCode, paramValue, remark: 'cloud storage config' })
    .onConflictDoUpdate({ target: sysParams.paramCode, set: { paramValue } });
}

/** First four characters, the rest starred: enough to recognise, useless to steal. */
export const maskSecret = (s: string) => (s ? `${s.slice(0, 4)}${'*'.repeat(Math.max(4, s.length - 4))}` : '');

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Signs and sends one S3 request (PUT, GET or DELETE an object); answers the body. */
export async function s3Request(
  cfg: StorageConfig,
  method: 'PUT' | 'GET' | 'DELETE',
  key: string,
  body: Buffer = Buffer.alloc(0),
  contentType = 'application/octet-stream',
) {
  const base = new URL(cfg.endpoint.includes('://') ? cfg.endpoint : `https://${cfg.endpoint}`);
  const objectPath = `/${cfg.bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  const now = new Date();
  const amzDate = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const region = cfg.region || 'us-east-1';
  const payloadHash = sha256(body);
  const headers: Record<string, string> = {
    host: base.host,
    'x-amz-content-sha256': payloadHash,
    'x-amz-date': amzDate,
  };
  const signed = Object.keys(headers).sort();
  const canonical = [
    method,
    objectPath,
    '',
    ...signed.map((h) => `${h}:${headers[h]}`),
    '',
    signed.join(';'),
    payloadHash,
  ].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonical)].join('\n');
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${cfg.secretKey}`, day), region), 's3'), 'aws4_request');
  const signature = createHmac('sha256', signingKey).update(toSign).digest('hex');
  const res = await fetch(new URL(objectPath, base), {
    method,
    headers: {
      ...headers,
      ...(method === 'PUT' ? { 'content-type': contentType } : {}),
      authorization: `AWS4-HMAC-SHA256 Credential=${cfg.accessKey}/${scope}, SignedHeaders=${signed.join(';')}, Signature=${signature}`,
    },
    body: method === 'PUT' ? new Uint8Array(body) : undefined,
  });
  if (!res.ok)
    throw new Error(`storage ${method} ${key} failed: HTTP ${res.status} ${(await res.text()).slice(0, 300)}`);
  return Buffer.from(await res.arrayBuffer());
}

const safeExt = (name: string) => {
  const ext = path
    .extname(name)
    .toLowerCase()
    .replace(/[^a-z0-9.]/g, '');
  return ext.length <= 10 ? ext : '';
};

/** Local files are served by the public file call at this path. */
export const localFileUrl = (key: string) => `/files/${key}`;
export const localFilePath = (config: Config, key: string) => path.join(config.filesDir, ...key.split('/'));

/**
 * Saves a file through the configured storage and records it; answers the stored row.
 * Keys are random (day/uuid.ext), so a url cannot be guessed from another one.
 */
export async function saveFile(db: Db, config: Config, file: { name: string; buffer: Buffer; contentType?: string }) {
  const cfg = await readStorageConfig(db);
  const day = chinaToday().replace(/-/g, '');
  const rel = `${day}/${randomUUID()}${safeExt(file.name)}`;
  let key = rel;
  let url: string;
  if (cfg.type === 0) {
    const target = localFilePath(config, rel);
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, file.buffer);
    url = localFileUrl(rel);
  } else {
    key = cfg.prefix ? `${cfg.prefix.replace(/^\/+|\/+$/g, '')}/${rel}` : rel;
    await s3Request(cfg, 'PUT', key, file.buffer, file.contentType);
    url = cfg.domain
      ? `${cfg.domain.replace(/\/+$/, '')}/${key}`
      : `${cfg.endpoint.replace(/\/+$/, '')}/${cfg.bucket}/${key}`;
  }
  const [row] = await db
    .insert(sysOssFiles)
    .values({ name: file.name.slice(0, 200), key, url, size: file.buffer.length, type: cfg.type })
    .returning();
  return row!;
}

/** Removes a stored file from where it was saved (missing local files are fine). */
export async function removeFile(db: Db, config: Config, row: typeof sysOssFiles.$inferSelect) {
  if (row.type === 0) await unlink(localFilePath(config, row.key)).catch(() => undefined);
  else await s3Request({ ...(await readStorageConfig(db)), type: row.type }, 'DELETE', row.key);
}

/** The stored file's row by its `<day>/<name>` (whatever storage holds it), or undefined. */
export async function storedFileRow(db: Db, rel: string) {
  if (!/^\d{8}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/.test(rel)) return undefined;
  const [row] = await db
    .select()
    .from(sysOssFiles)
    .where(or(eq(sysOssFiles.key, rel), like(sysOssFiles.key, `%/${rel}`)))
    .limit(1);
  return row;
}

/**
 * Bytes of a stored file by its `<day>/<name>`, from wherever it was saved (the local folder or
 * the storage provider of its row), or undefined. With several servers every one reads the same
 * bytes as long as the folder is shared (FILES_DIR) or the files are in a provider's bucket.
 */
export async function readStoredFile(db: Db, config: Config, rel: string): Promise<Buffer | undefined> {
  if (!/^\d{8}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/.test(rel)) return undefined;
  const row = await storedFileRow(db, rel);
  if (!row || row.type === 0) return readLocalFile(config, rel);
  return s3Request({ ...(await readStorageConfig(db)), type: row.type }, 'GET', row.key).catch(() => undefined);
}

/**
 * Where files live, said at start: a provider's bucket (set in the back office), or a local
 * folder. Several servers on one PostgreSQL need one store they all see; a local folder that
 * was not chosen with FILES_DIR is almost surely one server's own, so that case is a warning.
 */
export async function describeFileStore(db: Db, config: Config, kind: 'pglite' | 'postgres') {
  const cfg = await readStorageConfig(db);
  if (cfg.type !== 0)
    return {
      warn: false,
      text: `files: storage provider ${cfg.type} (${cfg.endpoint}/${cfg.bucket}), set in the back office`,
    };
  if (kind === 'postgres' && !config.filesDirSet)
    return {
      warn: true,
      text: `files: local folder ${config.filesDir} on PostgreSQL: with more than one server, files uploaded through one are missing on the others; set FILES_DIR to a folder every server shares or configure a storage provider in the back office`,
    };
  return {
    warn: false,
    text: `files: local folder ${config.filesDir}${config.filesDirSet ? ' (FILES_DIR; every server must see the same folder)' : ''}`,
  };
}

/** Bytes of a locally stored file, or undefined. Keys are checked so a path cannot climb out. */
export async function readLocalFile(config: Config, key: string) {
  if (!/^\d{8}\/[0-9a-f-]{36}(\.[a-z0-9]{1,10})?$/.test(key)) return undefined;
  return readFile(localFilePath(config, key)).catch(() => undefined);
}
