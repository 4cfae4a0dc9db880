import { readFile } from 'node:fs/promises';
import path from 'node:path';

export const productStandardsFile = 'cn_food_product_standards_fulltext.jsonl';

export interface ProductStandardRow {
  number: string;
  title: string;
  status: string;
  standardType: string;
  extractedBy: string;
  text: string;
}

interface RawRow {
  standard_id?: string;
  title?: string;
  status?: string;
  standard_type?: string;
  extracted_by?: string;
  source_path?: string;
  text?: string;
}

const numberRe = /(GB(?:\/T)?|GH\/T)\s*([\d.]+)-(\d{4})/;

/**
 * The number of a row. 84 rows of the file have an empty standard_id and carry the number in
 * the title ("GB 1886.383-2025 GB_1886.383") or the source path; their title is then read
 * from the first lines of the text.
 */
function numberOf(r: RawRow): string {
  const id = (r.standard_id ?? '').trim();
  if (id) return id;
  const m = numberRe.exec(r.title ?? '') ?? numberRe.exec((r.source_path ?? '').replace(/_/g, ' '));
  return m ? `${m[1]} ${m[2]}-${m[3]}` : '';
}

function titleOf(r: RawRow, number: string): string {
  const t = (r.title ?? '').trim();
  if (t && !t.startsWith(number.split('-')[0]!)) return t;
  // "食品安全国家标准" is followed by the product name on the next non-empty line.
  const lines = (r.text ?? '')
    .split('\n')
    .map((l) => l.replace(/[#*\s\u3000]+/g, ''))
    .filter(Boolean);
  const at = lines.findIndex((l) => l === '食品安全国家标准');
  const name = at >= 0 ? lines[at + 1] : undefined;
  return name && name.length <= 40 ? `食品安全国家标准 ${name}` : t;
}

export function readProductStandardLines(text: string): ProductStandardRow[] {
  const out: ProductStandardRow[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    const r = JSON.parse(line) as RawRow;
    const number = numberOf(r);
    if (!number) continue;
    out.push({
      number,
      title: titleOf(r, number),
      status: r.status ?? '',
      standardType: r.standard_type ?? '',
      extractedBy: r.extracted_by ?? '',
      text: r.text ?? '',
    });
  }
  return out;
}

export async function readProductStandards(publicDataDir: string): Promise<ProductStandardRow[] | null> {
  try {
    return readProductStandardLines(await readFile(path.join(publicDataDir, productStandardsFile), 'utf8'));
  } catch {
    return null;
  }
}
