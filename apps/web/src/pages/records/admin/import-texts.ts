import { addTexts } from '../../../i18n';

/** Words of the back office's record import screen. */
addTexts({
  'records.import.title': { 'zh-cn': '导入官方公布的记录', en: 'Import published records' },
  'records.import.hint': {
    'zh-cn':
      '上传市场监管部门的食品安全监督抽检公告附件（不合格或合格产品信息 xlsx）、行政处罚决定书公示列表（xlsx/CSV）或裁判文书（每份一个 txt，或 JSONL）。先预览：每一行写入或拒收及原因；确认后按公告号与序号、文书号、案号写入，同一文件再次导入不会重复。导入的记录不是演示数据。',
    en: 'Upload a sampling notice attachment of a market regulator (failed or passed products, xlsx), a penalty-decision list (xlsx/CSV) or judgments (one txt per judgment, or JSONL). Preview first: each row is written or rejected with its reason; on confirm rows are written by notice and row, document number or case number, so the same file twice adds nothing. Imported records are not demo data.',
  },
  'records.import.module': { 'zh-cn': '文件类型', en: 'File type' },
  'records.import.auto': { 'zh-cn': '按文件自动识别', en: 'Recognise from the file' },
  'records.import.choose': { 'zh-cn': '选择文件并预览', en: 'Choose a file and preview' },
  'records.import.confirm': { 'zh-cn': '确认导入', en: 'Confirm the import' },
  'records.import.summary': {
    'zh-cn': '{file}：读取 {read} 行，可写入 {valid} 行，拒收 {rejected} 行',
    en: '{file}: {read} rows read, {valid} to write, {rejected} rejected',
  },
  'records.import.done': {
    'zh-cn': '已导入：新增 {inserted}，更新 {updated}，未变 {unchanged}，拒收 {rejected}',
    en: 'Imported: {inserted} new, {updated} updated, {unchanged} unchanged, {rejected} rejected',
  },
  'records.import.rows': { 'zh-cn': '将写入的记录（前 50 行）', en: 'Rows to write (first 50)' },
  'records.import.rejected': { 'zh-cn': '拒收的行', en: 'Rejected rows' },
  'records.import.col.title': { 'zh-cn': '名称', en: 'Name' },
  'records.import.col.date': { 'zh-cn': '日期', en: 'Date' },
  'records.import.col.detail': { 'zh-cn': '内容', en: 'Content' },
  'records.import.col.line': { 'zh-cn': '行号', en: 'Line' },
  'records.import.col.key': { 'zh-cn': '记录', en: 'Record' },
  'records.import.col.reason': { 'zh-cn': '原因', en: 'Reason' },
  'records.import.onlyFormat': {
    'zh-cn': '仅支持 xlsx、csv、txt、jsonl 文件',
    en: 'Only xlsx, csv, txt and jsonl files',
  },
});
