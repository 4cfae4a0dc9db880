import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import type { ReportContent } from '@app/contract';
import { reportDocx } from './report-docx.js';

const figure = (key: string, value: number, previous: number | null, label: string | null = null) => ({
  key,
  label,
  value,
  previous,
  link: null,
});
const content: ReportContent = {
  kind: 'week',
  periodStart: '2025-03-03',
  periodEnd: '2025-03-09',
  previousStart: '2025-02-24',
  previousEnd: '2025-03-02',
  sections: [
    {
      key: 'sampling',
      demo: true,
      groups: [
        { key: 'totals', label: null, figures: [figure('samplingTotal', 12, 10), figure('samplingFail', 3, 5)] },
        { key: 'failByCategory', label: null, figures: [figure('c', 2, null, '调味品 <酱油>')] },
      ],
    },
    { key: 'penalty', demo: false, groups: [{ key: 'totals', label: null, figures: [] }] },
  ],
};

/** Opens the produced file as Word would: a zip whose main part is word/document.xml. */
async function documentXml(lang: 'zh-cn' | 'en') {
  const answer = await reportDocx(content, lang);
  const zip = await JSZip.loadAsync(answer.blob);
  expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml']));
  return { answer, xml: await zip.file('word/document.xml')!.async('string') };
}
const texts = (xml: string) => [...xml.matchAll(/<w:t[^>]*>([^<]*)<\/w:t>/g)].map((m) => m[1]);

describe('period report docx', () => {
  it('holds the title, the section headings and one table per group, in Chinese', async () => {
    const { answer, xml } = await documentXml('zh-cn');
    expect(answer.filename).toBe('周报_2025-03-03_2025-03-09.docx');
    expect(answer.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const t = texts(xml);
    expect(t[0]).toBe('周报 2025-03-03 ~ 2025-03-09');
    expect(t).toContain('抽检情况（演示数据）');
    expect(t).toContain('行政处罚');
    expect(t).toContain('不合格食品类别');
    expect(xml.match(/<w:tbl>/g)).toHaveLength(3);
    // header row, then label, value, previous, change
    expect(t.slice(t.indexOf('项目'), t.indexOf('项目') + 12)).toEqual([
      '项目',
      '本期',
      '上期',
      '变化',
      '抽检批次',
      '12',
      '10',
      '+2',
      '不合格批次',
      '3',
      '5',
      '-2',
    ]);
    // a figure with no previous period prints "-"; markup in a label is escaped, not interpreted
    expect(xml).toContain('调味品 &lt;酱油&gt;');
    expect(t.slice(t.indexOf('调味品 &lt;酱油&gt;'), t.indexOf('调味品 &lt;酱油&gt;') + 3)).toEqual([
      '调味品 &lt;酱油&gt;',
      '2',
      '-',
    ]);
    // an empty group says so rather than printing an empty table
    expect(t).toContain('无');
    expect(xml).toContain('w:eastAsia="SimSun"');
  });

  it('prints the English labels in English', async () => {
    const { answer, xml } = await documentXml('en');
    expect(answer.filename).toBe('Weekly_report_2025-03-03_2025-03-09.docx');
    const t = texts(xml);
    expect(t).toEqual(expect.arrayContaining(['Sampling inspections (demo data)', 'Item', 'This period', 'None']));
    expect(t).not.toContain('项目');
  });
});
