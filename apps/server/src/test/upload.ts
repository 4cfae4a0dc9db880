import { multipart } from './multipart.js';
import type { TestApp } from './harness.js';

/** Posts one file as multipart/form-data to a call, with the member's session fields. */
export async function uploadFile(
  t: TestApp,
  url: string,
  file: { name: string; data: Buffer },
  auth: { customer_id: number; batoken: string },
) {
  const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  const body = multipart({ ...file, type: xlsx }, auth);
  const res = await t.app.inject({ method: 'POST', url, payload: body.payload, headers: body.headers });
  // The caller names the answer's shape it reads.
  return res.json() as { code: number; msg: string; data: unknown };
}
