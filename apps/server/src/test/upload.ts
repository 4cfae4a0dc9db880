import type { TestApp } from './harness.js';

/** Posts one file as multipart/form-data to a call, with the member's session fields. */
export async function uploadFile(
  t: TestApp,
  url: string,
  file: { name: string; data: Buffer },
  auth: { customer_id: number; batoken: string },
) {
  const boundary = '----upload-boundary';
  const field = (k: string, v: string) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: Buffer.concat([
      field('customer_id', String(auth.customer_id)),
      field('batoken', auth.batoken),
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, batoken: auth.batoken },
  });
  // The caller names the answer's shape it reads.
  return res.json() as { code: number; msg: string; data: unknown };
}
