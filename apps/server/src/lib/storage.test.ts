import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { testDatabase } from '../test/harness.js';
import type { Database } from '../db/client.js';
import { testConfig } from '../test/harness.js';
import { saveFile, removeFile, writeStorageConfig } from './storage.js';

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
        res.end();
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
    await removeFile(database.db, testConfig(), row);
    expect(seen[1]).toMatchObject({ method: 'DELETE', url: `/files/${row.key}` });
  });
});
