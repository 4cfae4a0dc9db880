import { randomBytes } from 'node:crypto';

/**
 * A multipart/form-data request body with form fields and one file, and the headers to send it
 * with: its content type and, when a `batoken` field is given, the same token as the `batoken`
 * header (the server reads a member's or staff session from the header on uploads).
 */
export function multipart(
  file: { name: string; data: Buffer | string; type?: string },
  fields: Record<string, string | number> = {},
) {
  const boundary = `----b${randomBytes(6).toString('hex')}`;
  const part = (disposition: string, extra = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; ${disposition}\r\n${extra}\r\n`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([k, v]) => Buffer.from(`${part(`name="${k}"`)}${v}\r\n`)),
    Buffer.from(
      part(`name="file"; filename="${file.name}"`, `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n`),
    ),
    Buffer.isBuffer(file.data) ? file.data : Buffer.from(file.data),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const headers: Record<string, string> = { 'content-type': `multipart/form-data; boundary=${boundary}` };
  if (fields.batoken !== undefined) headers.batoken = String(fields.batoken);
  return { payload, headers };
}
