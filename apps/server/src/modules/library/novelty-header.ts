import { templateHeaders } from './texts.js';
import { numberKeys } from '../../lib/search/number.js';

/**
 * A first row that names the column instead of a document: the template's own heading in
 * either language, or the headings people give such lists (标准号, 标准名称, 编号, Standard No.,
 * Title …). Counted as a row it read 未找到 and came back in the export.
 */
const headingPattern =
  /^(?:(?:标准|法规|文件|规章)?(?:编?号|编号|名称|号码)(?:[/／或、](?:标准|法规|文件)?(?:编?号|编号|名称))?|序号|(?:standard|document)?\s*(?:no\.?|number|title|name)(?:\s*(?:or|\/)\s*(?:no\.?|number|title|name))?)$/i;

export const isHeaderRow = (value: string) => {
  const v = value.normalize('NFKC').trim();
  return templateHeaders.has(v) || headingPattern.test(v);
};

const lookAlikes: Record<string, string> = { O: '0', o: '0', I: '1', l: '1' };

/**
 * The standard number an entry most likely means when it is not found as typed: look-alike letters
 * in the digits read as digits (GB 276O-2024 → GB 2760-2024) and a space before the year as the
 * dash (GB 2717 2018 → GB 2717-2018). Undefined for an entry that parses as typed or is no number.
 */
export function nearNumberKey(input: string): string | undefined {
  const s = input.normalize('NFKC').trim();
  const prefix = /^[A-Za-z]{1,5}(?:\s*\/\s*[A-Za-z]{1,3})?(?=\s*[\dOoIl])/.exec(s)?.[0];
  if (!prefix || numberKeys(s)) return undefined;
  const digits = s
    .slice(prefix.length)
    .replace(/[OoIl]/g, (c) => lookAlikes[c]!)
    .replace(/^(\s*[\d.]+)\s+(\d{4})$/, '$1-$2');
  return numberKeys(prefix + digits)?.key ?? undefined;
}
