import { cleanCell } from './requirement.js';

/**
 * Method standards named in a table cell ("GB 5009.235", "GB/T 4789.2 平板计数法", "附录A"),
 * spelled one way: "GB 5009.235", "GB/T 8304", "附录 A".
 */
export function methodTokens(cell: string): string[] {
  const t = cleanCell(cell).replace(/\s+/g, ' ');
  const out: string[] = [];
  for (const m of t.matchAll(/(GB\/T|GB|SN\/T|NY\/T|QB\/T|LS\/T)\s*(\d+(?:\s*\.\s*\d+)*)|附\s*录\s*([A-Z])/g)) {
    out.push(m[3] ? `附录 ${m[3]}` : `${m[1]} ${m[2]!.replace(/\s+/g, '')}`);
  }
  return [...new Set(out)];
}

/**
 * GB/T product standards name the method of each item in their test-method chapter
 * ("6.3 水分检验按 GB/T 8304 的规定执行"), not in the table: item name → methods.
 */
export function methodsByName(text: string): Map<string, string[]> {
  const index = new Map<string, string[]>();
  const re =
    /^\s*#*\s*\d+\.\d+(?:\.\d+)?\s*([^\n]{1,60}?)(?:的?检验|的?测定|的?检测|[:：])?\s*[:：]?\s*按\s*((?:GB\/T|GB|SN\/T|NY\/T|QB\/T)\s*[\d.]+)/gm;
  for (const m of text.matchAll(re)) {
    const methods = methodTokens(m[2]!);
    for (const name of m[1]!.split(/[、,，和及]/)) {
      const n = name.replace(/检验|测定|检测|[:：]/g, '').trim();
      if (n && n.length <= 20 && !index.has(n)) index.set(n, methods);
    }
  }
  return index;
}
