import { crc32, createDeflateRaw } from 'node:zlib';

/**
 * Hostile uploads built in memory, for the upload tests and `npm run bench`: an xlsx of
 * 1,000,001 rows (a few MB) and zip bombs whose one cell inflates to hundreds of MB.
 */
interface Part {
  name: string;
  data: Buffer;
  crc: number;
  size: number;
}

async function deflate(chunks: Iterable<Buffer>): Promise<{ data: Buffer; crc: number; size: number }> {
  const out: Buffer[] = [];
  const z = createDeflateRaw({ level: 6 });
  z.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => z.on('end', resolve));
  let crc = 0;
  let size = 0;
  for (const chunk of chunks) {
    crc = crc32(chunk, crc);
    size += chunk.length;
    if (!z.write(chunk)) await new Promise((r) => z.once('drain', r));
  }
  z.end();
  await done;
  return { data: Buffer.concat(out), crc, size };
}

/** A zip of deflated parts; `declare` overrides the inflated size the directory states. */
function zip(parts: Part[], declare?: number): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name);
    const size = declare ?? p.size;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(p.crc >>> 0, 14);
    local.writeUInt32LE(p.data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const cd = Buffer.alloc(46);
    cd.writeUInt32LE(0x02014b50, 0);
    cd.writeUInt16LE(20, 4);
    cd.writeUInt16LE(20, 6);
    cd.writeUInt16LE(8, 10);
    cd.writeUInt32LE(p.crc >>> 0, 16);
    cd.writeUInt32LE(p.data.length, 20);
    cd.writeUInt32LE(size, 24);
    cd.writeUInt16LE(name.length, 28);
    cd.writeUInt32LE(offset, 42);
    locals.push(local, name, p.data);
    central.push(cd, name);
    offset += 30 + name.length + p.data.length;
  }
  const cdBytes = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cdBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cdBytes, end]);
}

const text = (s: string) => Buffer.from(s, 'utf8');
const part = async (name: string, chunks: Iterable<Buffer>): Promise<Part> => ({ name, ...(await deflate(chunks)) });

const bookParts = () =>
  Promise.all([
    part('[Content_Types].xml', [
      text(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
      ),
    ]),
    part('xl/_rels/workbook.xml.rels', [
      text(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
      ),
    ]),
    part('xl/workbook.xml', [
      text(
        '<?xml version="1.0"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="s" sheetId="1" r:id="rId1"/></sheets></workbook>',
      ),
    ]),
  ]);

const sheetOpen = text(
  '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
);
const sheetClose = text('</sheetData></worksheet>');

function* manyRows(count: number) {
  yield sheetOpen;
  for (let start = 1; start <= count; start += 10_000) {
    let s = '';
    for (let r = start; r < Math.min(start + 10_000, count + 1); r++)
      s += `<row r="${r}"><c r="A${r}" t="inlineStr"><is><t>GB ${r}</t></is></c></row>`;
    yield text(s);
  }
  yield sheetClose;
}

function* oneHugeCell(bytes: number) {
  yield sheetOpen;
  yield text('<row r="1"><c r="A1" t="inlineStr"><is><t>');
  const mb = Buffer.alloc(1024 * 1024, 'a');
  for (let n = 0; n < bytes; n += mb.length) yield mb;
  yield text('</t></is></c></row>');
  yield sheetClose;
}

/** An xlsx of `rows` one-cell rows (1,000,001 by default: about 5 MB on disk, 60 MB of XML). */
export async function manyRowXlsx(rows = 1_000_001): Promise<Buffer> {
  return zip([...(await bookParts()), await part('xl/worksheets/sheet1.xml', manyRows(rows))]);
}

/**
 * An xlsx whose single cell inflates to `bytes` of text. `lying` states a small size in the
 * zip's directory, so only counting the inflated bytes finds it out.
 */
export async function zipBombXlsx(bytes = 400 * 1024 * 1024, lying = false): Promise<Buffer> {
  const parts = [...(await bookParts()), await part('xl/worksheets/sheet1.xml', oneHugeCell(bytes))];
  return lying ? zip(parts, 1000) : zip(parts);
}
