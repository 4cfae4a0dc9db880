import { templateHeaders } from './texts.js';

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
