import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { testDatabase } from '../test/harness.js';
import type { Database } from '../db/client.js';
import { testConfig } from '../test/harness.js';
import {
  describeFileStore,
  localStorage,
  readStoredFile,
  removeFile,
  saveFile,
  writeStorageConfig,
} from './storage.js';

/** A stand-in S3 endpoint on localhost that records what arrives. */
describe('storage through an S3-compatible provider', () => {
  let database: Database;
  let server: Server;
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[] = [];
  let endpoint = '';
  beforeAll(async () => {
    database = await testDatabase();
    server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) });
        res.statusCode = req.method === 'DELETE' ? 204 : 200;
        // A GET answers what the last PUT to that path stored.
        const put =
          req.method === 'GET' ? [...seen].reverse().find((s) => s.method === 'PUT' && s.url === req.url) : undefined;
        res.end(put?.body);
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const addr = server.address() as { port: number };
    endpoint = `http://127.0.0.1:${addr.port}`;
  });
  afterAll(async () => {
    server.close();
    await database.close();
  });

  it('PUTs the bytes with a SigV4 signature, answers the domain url, and deletes it again', async () => {
    await writeStorageConfig(database.db, {
      type: 3,
      domain: 'https://cdn.example.com/',
      prefix: '/portal/',
      endpoint,
      accessKey: 'AKIDEXAMPLE',
      secretKey: 'secret',
      bucket: 'files',
      region: 'cn-south-1',
    });
    const row = await saveFile(database.db, testConfig(), {
      name: 'logo.png',
      buffer: Buffer.from([1, 2, 3]),
      contentType: 'image/png',
    });
    expect(row.type).toBe(3);
    expect(row.key).toMatch(/^portal\/\d{8}\/[0-9a-f-]{36}\.png$/);
    expect(row.url).toBe(`https://cdn.example.com/${row.key}`);
    const put = seen[0]!;
    expect(put.method).toBe('PUT');
    expect(put.url).toBe(`/files/${row.key}`);
    expect([...put.body]).toEqual([1, 2, 3]);
    expect(put.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/cn-south-1\/s3\/aws4_request, SignedHeaders=host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
    expect(put.headers['x-amz-content-sha256']).toBe(
      '039058c6f2c0cb492c533b0a4d14ef77cc0f78abccced5287d84a1a2011cfb81',
    );
    // Any server reads it back from the provider by its day/name (the signed /files/ link's path).
    const rel = row.key.replace(/^portal\//, '');
    expect([...(await readStoredFile(database.db, testConfig(), rel))!]).toEqual([1, 2, 3]);
    expect(seen[1]).toMatchObject({ method: 'GET', url: `/files/${row.key}` });
    await removeFile(database.db, testConfig(), row);
    expect(seen[2]).toMatchObject({ method: 'DELETE', url: `/files/${row.key}` });
    expect((await describeFileStore(database.db, testConfig(), 'postgres')).warn).toBe(false);
  });

  it('says at start which store it uses, and warns on PostgreSQL with a folder nobody chose to share', async () => {
    await writeStorageConfig(database.db, { ...localStorage });
    const unset = await describeFileStore(database.db, testConfig({ filesDirSet: false }), 'postgres');
    expect(unset.warn).toBe(true);
    expect(unset.text).toMatch(/FILES_DIR/);
    expect((await describeFileStore(database.db, testConfig({ filesDirSet: true }), 'postgres')).warn).toBe(false);
    expect((await describeFileStore(database.db, testConfig({ filesDirSet: false }), 'pglite')).warn).toBe(false);
  });
});
