import { describe, expect, it } from 'vitest';
import { mathText, readableText } from './readable-text.js';

describe('readable passages', () => {
  it('turns a LaTeX tabular of an OCR page into rows of cells', () => {
    const text = String.raw`表1 理化指标
\begin{tabular}{|c|c|c|}
\hline 项目 & 指标 & 检验方法 \\
\hline 水分/(g/100g) $\leqslant$ & 0.5 & GB 5009.3 \\
\hline \multicolumn{2}{c}{蔗糖分/(g/100g) $\geqslant$} & 99.6 \\
\hline
\end{tabular}`;
    expect(readableText(text)).toBe(
      '表1 理化指标\n\n| 项目 | 指标 | 检验方法 |\n| 水分/(g/100g) ≤ | 0.5 | GB 5009.3 |\n| 蔗糖分/(g/100g) ≥ | 99.6 |\n',
    );
  });

  it('turns an HTML table into rows and drops the tags', () => {
    const text =
      '<table><tr><th>项目</th><th>限量</th></tr><tr><td>铅(以 Pb 计)</td><td><b>0.2</b> mg/kg</td></tr></table>';
    expect(readableText(text).trim()).toBe('| 项目 | 限量 |\n| 铅(以 Pb 计) | 0.2 mg/kg |');
  });

  it('keeps markdown rows, drops their separator line, headings marks and image comments', () => {
    const text = '## 3.2 理化指标\n<!-- Image (1, 2) -->\n| 项目 | 指标 |\n| --- | --- |\n| 酸价 | ≤3 |';
    expect(readableText(text)).toBe('3.2 理化指标\n\n| 项目 | 指标 |\n\n| 酸价 | ≤3 |');
  });

  it('writes math as text', () => {
    expect(mathText(String.raw`40\% \mathrm{vol} \leq x \leq 68\% \mathrm{vol}`)).toBe('40% vol ≤ x ≤ 68% vol');
    expect(readableText(String.raw`含量 $\geq 2.5 \mathrm{\mu g} / \mathrm{kg}$。`)).toBe('含量 ≥ 2.5 μg / kg。');
    expect(readableText('第一百四十八条 消费者…')).toBe('第一百四十八条 消费者…');
  });
});
