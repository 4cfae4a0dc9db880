import { crc32, createInflateRaw } from 'node:zlib';

/**
 * Bounds on an uploaded zip (an xlsx is one), checked from its central directory before
 * anything is inflated: a few-MB upload may not become gigabytes of XML (a "zip bomb").
 * A real import of 5,000 rows × 20 columns is about 6 MB of XML; 1,000,001 one-cell rows
 * about 50 MB, which stays under the bound so the row limit answers for it.
 */
export const zipBounds = { maxEntries: 2_000, maxInflatedBytes: 96 * 1024 * 1024 };

export interface ZipEntry {
  name: string;
  method: number;
  crc: number;
  compressedSize: number;
  size: number;
  /** Where the entry's compressed bytes start. */
  dataStart: number;
}

export type ZipProblem = 'notZip' | 'tooLarge';

export class ZipRefused extends Error {
  constructor(public readonly problem: ZipProblem) {
    super(`zip refused: ${problem}`);
  }
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;

function endRecord(buf: Buffer): number {
  // The end record is 22 bytes plus a comment of at most 65,535.
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--)
    if (buf.readUInt32LE(i) === EOCD) return i;
  throw new ZipRefused('notZip');
}

/**
 * The entries a zip declares, refused when their count or declared inflated size is over
 * `zipBounds`, or when the archive is not a plain zip (zip64, encrypted or cut short).
 */
export function zipEntries(buf: Buffer, bounds = zipBounds): ZipEntry[] {
  if (buf.length < 22) throw new ZipRefused('notZip');
  const end = endRecord(buf);
  const count = buf.readUInt16LE(end + 10);
  const cdOffset = buf.readUInt32LE(end + 16);
  // 0xffff / 0xffffffff announce zip64, which no upload this size needs.
  if (count === 0xffff || cdOffset === 0xffffffff) throw new ZipRefused('tooLarge');
  if (count > bounds.maxEntries) throw new ZipRefused('tooLarge');
  const entries: ZipEntry[] = [];
  let total = 0;
  let at = cdOffset;
  for (let n = 0; n < count; n++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) throw new ZipRefused('notZip');
    const flags = buf.readUInt16LE(at + 8);
    const compressedSize = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    const nameLength = buf.readUInt16LE(at + 28);
    const local = buf.readUInt32LE(at + 42);
    if (flags & 1) throw new ZipRefused('notZip');
    if (size === 0xffffffff || compressedSize === 0xffffffff) throw new ZipRefused('tooLarge');
    total += size;
    if (total > bounds.maxInflatedBytes) throw new ZipRefused('tooLarge');
    if (local + 30 > buf.length || buf.readUInt32LE(local) !== LOCAL) throw new ZipRefused('notZip');
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (dataStart + compressedSize > buf.length) throw new ZipRefused('notZip');
    entries.push({
      name: buf.toString('utf8', at + 46, at + 46 + nameLength),
      method: buf.readUInt16LE(at + 10),
      crc: buf.readUInt32LE(at + 16),
      compressedSize,
      size,
      dataStart,
    });
    at += 46 + nameLength + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  return entries;
}

/**
 * Inflates an entry only to count its bytes, stopping at one byte past what it declared:
 * a lying directory cannot make the reader inflate more than the bound either.
 */
export async function checkDeclaredSize(buf: Buffer, entry: ZipEntry): Promise<void> {
  const data = buf.subarray(entry.dataStart, entry.dataStart + entry.compressedSize);
  if (entry.method === 0) {
    if (entry.compressedSize !== entry.size) throw new ZipRefused('notZip');
    return;
  }
  if (entry.method !== 8) throw new ZipRefused('notZip');
  await new Promise<void>((resolve, reject) => {
    const inflate = createInflateRaw();
    let seen = 0;
    inflate.on('data', (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > entry.size) {
        inflate.destroy();
        reject(new ZipRefused('tooLarge'));
      }
    });
    inflate.on('error', () => reject(new ZipRefused('notZip')));
    inflate.on('end', () => resolve());
    inflate.end(data);
  });
}

/**
 * A new zip holding `added` parts (stored, uncompressed) and then the `picked` entries, in that order, each local header carrying its sizes
 * (no trailing data descriptors): a streaming reader then meets them in the order it needs.
 */
export function zipOf(buf: Buffer, picked: ZipEntry[], added: { name: string; data: Buffer }[] = []): Buffer {
  const parts: Buffer[] = [];
  for (const a of added) {
    const name = Buffer.from(a.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6);
    header.writeUInt32LE(crc32(a.data) >>> 0, 14);
    header.writeUInt32LE(a.data.length, 18);
    header.writeUInt32LE(a.data.length, 22);
    header.writeUInt16LE(name.length, 26);
    parts.push(header, name, a.data);
  }
  for (const e of picked) {
    const name = Buffer.from(e.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(LOCAL, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6); // names in UTF-8, sizes in the header
    header.writeUInt16LE(e.method, 8);
    header.writeUInt32LE(e.crc, 14);
    header.writeUInt32LE(e.compressedSize, 18);
    header.writeUInt32LE(e.size, 22);
    header.writeUInt16LE(name.length, 26);
    parts.push(header, name, buf.subarray(e.dataStart, e.dataStart + e.compressedSize));
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(EOCD, 0);
  parts.push(end);
  return Buffer.concat(parts);
}
