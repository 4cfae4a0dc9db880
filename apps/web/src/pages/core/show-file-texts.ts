import { addTexts } from '../../i18n';

/** Strings of the document viewer (/showFile), both languages. */
addTexts({
  'showFile.prev': { 'zh-cn': '上一页', en: 'Previous page' },
  'showFile.next': { 'zh-cn': '下一页', en: 'Next page' },
  'showFile.page': { 'zh-cn': '第 {page} / {pages} 页', en: 'Page {page} of {pages}' },
  'showFile.zoomIn': { 'zh-cn': '放大', en: 'Zoom in' },
  'showFile.zoomOut': { 'zh-cn': '缩小', en: 'Zoom out' },
  'showFile.download': { 'zh-cn': '下载', en: 'Download' },
  'showFile.noFile': { 'zh-cn': '没有可查看的文件', en: 'There is no file to show' },
  'showFile.badUrl': { 'zh-cn': '只能查看本站的文件', en: 'Only files of this site can be shown' },
  'showFile.failed': { 'zh-cn': '文件加载失败', en: 'The file could not be loaded' },
  'showFile.unsupported': {
    'zh-cn': '该文件类型不支持在线查看，请下载后查看',
    en: 'This file type cannot be shown here; download it instead',
  },
});
