import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../config.js';
import {
  dateOf,
  issuerOf,
  moduleOf,
  numberOf,
  standardNumbers,
  titleOf,
  wrongText,
  type FoodregLine,
} from './foodreg-fields.js';

/**
 * Expected values read by hand from the texts of data/cn_food_regulatory_docs_foodreg.jsonl
 * (the heading, the labelled lines and the signature of each); a field the text does not state
 * is expected empty.
 */
const lines = readFileSync(path.join(repoRoot, 'data/cn_food_regulatory_docs_foodreg.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as FoodregLine);
const byTitle = (t: string) => lines.find((l) => l.title?.startsWith(t))!;

const cases: {
  title: string;
  module: string;
  issuer?: string;
  date?: string;
  number?: string;
  shownTitle?: string;
}[] = [
  {
    title: '食品标识监督管理办法',
    module: 'fagui',
    issuer: '国家市场监督管理总局',
    date: '2025-03-26',
    number: '国家市场监督管理总局令第100号',
  },
  {
    title: '食品委托生产监督管理办法',
    module: 'fagui',
    issuer: '国家市场监督管理总局',
    date: '2025-12-12',
    number: '国家市场监督管理总局令第113号',
  },
  {
    title: '关于发布《食品安全国家标准 食品中污染物限量》（GB 2762-2025）',
    module: 'standard_notify',
    issuer: '国家卫生健康委员会、国家市场监督管理总局',
    date: '2025-09-02',
    number: '2025年第6号',
  },
  {
    title: 'GB14880-2012_发布公告_2012年第4号',
    module: 'standard_notify',
    issuer: '中华人民共和国国家卫生和计划生育委员会',
    date: '2012-03-30',
    shownTitle:
      '关于发布《食品营养强化剂使用标准》（GB14880-2012）和《复配食品添加剂通则》（GB26687-2011）第1号修改单的公告（2012年 第4号）',
  },
  {
    // Signed 国家卫生计生委 2015年9月22日 (the page header's 2015-10-30 is the site's date).
    title: '关于发布《食品安全国家标准 碳酸钠》',
    module: 'standard_notify',
    issuer: '国家卫生计生委',
    date: '2015-09-22',
    number: '2015年第8号',
  },
  {
    title: '关于发布《食品安全国家标准 食品中真菌毒素限量》（GB 2761-2017）',
    module: 'standard_notify',
    issuer: '国家卫生计生委、食品药品监管总局',
    // Signed 2017年3月17日; 发布时间 2017-04-14 is the site's date.
    date: '2017-03-17',
    number: '2017年第4号',
  },
  {
    title: '国家卫生健康委办公厅关于养殖马鹿副产品管理有关问题回复意见的函',
    module: 'statuteQA',
    issuer: '国家卫生健康委办公厅',
    // The text gives the year only (发布日期：2023年).
    date: undefined,
    number: '国卫办食品函〔2023〕282号',
  },
  {
    title: '绿色食品标签标识',
    module: 'statuteQA',
    issuer: '卫生部办公厅农业部办公厅',
    date: '2013-02-16',
    number: '卫办监督函〔2013〕140号',
  },
  {
    title: '关于重复使用玻璃瓶包装食品的营养标签标示问题的复函',
    module: 'statuteQA',
    issuer: '国家卫生和计划生育委员会办公厅',
    date: '2013-05-15',
    number: '卫办监督函〔2013〕397号',
  },
  {
    title: '关于政协十三届全国委员会第二次会议第2393号',
    module: 'statuteQA',
    issuer: '国家卫生健康委',
    // Signed 2019年9月17日, put on the site 2020-09-15: the letter's own date.
    date: '2019-09-17',
  },
  {
    // The front matter says 2013年8月1日; the letter is signed 卫生部办公厅 2012年9月20日 (卫办监督函〔2012〕851号).
    title: '卫生部办公厅关于预包装饮料酒标签标识有关问题的复函',
    module: 'statuteQA',
    issuer: '卫生部办公厅',
    date: '2012-09-20',
    number: '卫办监督函〔2012〕851号',
  },
  {
    // A digest of many local bureaus' answers: no one issuer, no one date (its items carry 答复日期).
    title: '地方监管答复汇总',
    module: 'statuteQA',
    issuer: undefined,
    date: undefined,
  },
  {
    title: '对十三届全国人大五次会议第7989号建议的答复',
    module: 'statuteQA',
    issuer: '国家卫生健康委',
    date: '2022-08-18',
  },
  {
    title: '关于特殊膳食用食品中氨基酸管理的公告',
    module: 'notice',
    issuer: '国家卫生健康委员会',
    // Signed 2023年11月26日, put on the site 2023-12-01.
    date: '2023-11-26',
  },
];
// Cases whose text states the field only in a page header and a signature that disagree are
// read as the signature's: the letter's own date and signer.

describe('regulatory documents: fields as their texts state them', () => {
  let passed = 0;
  for (const c of cases)
    it(c.title, () => {
      const l = byTitle(c.title);
      expect(l, c.title).toBeTruthy();
      const text = l.text!;
      expect(moduleOf(l)).toBe(c.module);
      expect(issuerOf(l, text)).toBe(c.issuer);
      expect(dateOf(l, text)).toBe(c.date);
      if (c.number !== undefined || c.module !== 'statuteQA') expect(numberOf(l, text)).toBe(c.number);
      if (c.shownTitle) expect(titleOf(l, text)).toBe(c.shownTitle);
      passed++;
    });
  it('places the 47 documents: 12 standard announcements, 2 orders, the replies as Q&A', () => {
    const count = (m: string) => lines.filter((l) => moduleOf(l) === m).length;
    expect(lines).toHaveLength(47);
    expect(count('standard_notify')).toBe(12);
    expect(count('fagui')).toBe(2);
    expect(count('statuteQA') + count('notice')).toBe(33);
    console.log(`foodreg fields: ${passed}/${cases.length} hand-checked documents right`);
  });
  it('notices the announcements whose text is a standard’s (GB 1886.350-2021, GB 2757-2012)', () => {
    const wrong = lines.filter((l) => wrongText(l, l.text!));
    expect(wrong.map((l) => l.title)).toEqual([
      expect.stringContaining('GB 29921-2021'),
      expect.stringContaining('蒸馏酒及其配制酒'),
    ]);
  });
  it('reads the standards an announcement publishes', () => {
    const nums = standardNumbers(byTitle('关于发布《食品安全国家标准 食品中污染物限量》（GB 2762-2025）').text!);
    expect(nums).toContain('GB 2762-2025');
    expect(nums).toContain('GB 14881-2025');
    expect(nums).toContain('GB 4789.12-2025');
  });
});
