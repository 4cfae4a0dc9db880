import { describe, expect, it } from 'vitest';
import { isHeaderRow, nearNumberKey } from './novelty-header.js';

// Column headings users put above their lists (from the file: 标准号), and values that
// are not headings: a standard number, a standard's title, a law's title.
describe('the header row of a batch-check file', () => {
  it.each([
    '标准号或标准名称',
    'Standard number or title',
    '标准号',
    '标准编号',
    '标准名称',
    '编号',
    '名称',
    '标准号/名称',
    '序号',
    '法规名称',
    '文件名称',
    'Standard No.',
    'standard number',
    'Number',
    'Title',
    ' 标准号 ',
  ])('%s is a header', (v) => expect(isHeaderRow(v)).toBe(true));

  it.each([
    'GB 2760-2024',
    'gb2760—2014',
    '食品安全国家标准 食品添加剂使用标准',
    '中华人民共和国食品安全法',
    '食品安全国家标准 预包装食品营养标签通则',
    '标准',
    '',
  ])('%s is not a header', (v) => expect(isHeaderRow(v)).toBe(false));
});

// Typos seen in users' lists: a letter O for a zero, l for a one, a space for the dash before the year.
describe('the near number of a batch-check entry not found', () => {
  it.each([
    ['GB 276O-2024', 'GB2760-2024'],
    ['GB 2717 2018', 'GB2717-2018'],
    ['GB/T 2O17-2019', 'GB/T2017-2019'],
    ['GB 27l7-2018', 'GB2717-2018'],
  ])('%s reads as %s', (input, key) => expect(nearNumberKey(input)).toBe(key));

  it.each(['GB 2760-2024', '食品安全国家标准 食品添加剂使用标准', 'hello world', ''])(
    '%s has none (a good number or a title)',
    (input) => expect(nearNumberKey(input)).toBeUndefined(),
  );
});
