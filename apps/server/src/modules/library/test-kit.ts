import ExcelJS from 'exceljs';
import { fillPath, type LibraryKey } from '@app/contract';
import { testApp, type TestApp } from '../../test/harness.js';
import { createMember, memberSession } from '../../test/factories.js';
import { setStaffLoader } from '../../lib/principals.js';
import { seedLibrary } from '../../seed/library.js';
import { api } from '@app/contract';
import { multipart } from '../../test/multipart.js';

type Calls = typeof api.library;

/** A seeded app (demo library content without ../shared/data) and helpers to call it as a member. */
export async function libraryApp(opts: { sharedData?: boolean } = {}) {
  const t = await testApp();
  await seedLibrary(
    t.database,
    { ...t.config, publicDataDir: opts.sharedData ? t.config.publicDataDir : '/nonexistent' },
    { biaofa: 200, rihua: 80, fodder: 80 },
  );
  return kit(t);
}

export function kit(t: TestApp) {
  const call = async (
    name: keyof Calls,
    library: LibraryKey,
    body: Record<string, unknown>,
    auth: object,
    params: Record<string, string> = {},
  ) => {
    const e = api.library[name];
    const res = await t.app.inject({
      method: 'POST',
      url: fillPath(e.path, { library, ...params }),
      payload: { ...body, ...auth },
    });
    return res;
  };
  const json = async (
    name: keyof Calls,
    library: LibraryKey,
    body: Record<string, unknown>,
    auth: object,
    params: Record<string, string> = {},
  ) => (await call(name, library, body, auth, params)).json() as { code: number; msg: string; data: any };
  const member = async (rights: string[], customerId?: number) => {
    const m = await createMember(t.database.db, { rights, customerId });
    const s = await memberSession(t.database.db, m);
    return { ...m, auth: s.auth };
  };
  const upload = async (
    name: 'keywordImport' | 'noveltyStart',
    library: LibraryKey,
    file: { name: string; data: Buffer },
    auth: { customer_id: number; batoken: string },
    fields: Record<string, string> = {},
  ) => {
    const body = multipart(file, { ...fields, ...auth });
    const res = await t.app.inject({
      method: 'POST',
      url: fillPath(api.library[name].path, { library }),
      payload: body.payload,
      headers: body.headers,
    });
    return res.json() as { code: number; msg: string; data: any };
  };
  /** A back-office editor holding library:document:save (the back office installs the real loader in the app). */
  const editor = async () => {
    const { staffSession } = await import('../../test/factories.js');
    setStaffLoader(async (_db, id, token) =>
      id === 990001
        ? {
            kind: 'staff',
            id,
            username: 'editor',
            isSuper: false,
            permissions: new Set(['library:document:save']),
            token,
          }
        : undefined,
    );
    const s = await staffSession(t.database.db, 990001);
    return s.auth;
  };
  return { ...t, call, json, member, upload, editor };
}

export async function xlsx(rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

export async function readXlsx(buffer: Buffer) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

/** Waits for a novelty job of this process to finish. */
export async function settle() {
  const { running } = await import('./novelty.service.js');
  await Promise.all([...running.values()]);
}
