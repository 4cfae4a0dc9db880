/**
 * Passages of OCR'd standards carry their tables as LaTeX (`\begin{tabular}`), HTML (`<table>`)
 * or markdown, and formulas as LaTeX math. Shown as written they are markup; here every table
 * becomes rows of cells written `| a | b |` (one row a line, which the page draws as a table) and
 * math becomes text (≤ 0.5 mg/kg). Kept in one function so a shared document model can replace it.
 */
const mathCommands: [RegExp, string][] = [
  [/\\(leqslant|leq|le)(?![a-z])/g, '≤'],
  [/\\(geqslant|geq|ge)(?![a-z])/g, '≥'],
  [/\\times/g, '×'],
  [/\\pm/g, '±'],
  [/\\(mu|upmu)\s*/g, 'μ'],
  [/\\alpha/g, 'α'],
  [/\\beta/g, 'β'],
  [/\\sim/g, '~'],
  [/\\cdot/g, '·'],
  [/\\%/g, '%'],
  [/\\(mathrm|text|textbf|mathbf|operatorname|boldsymbol)\s*\{([^{}]*)\}/g, '$2'],
  [/[_^]\{([^{}]*)\}/g, '$1'],
  [/[_^](\w)/g, '$1'],
  [/\\[a-zA-Z]+\s*/g, ''],
  [/[{}]/g, ''],
];

export function mathText(s: string): string {
  let out = s;
  // Applied twice: a command may wrap another ("\mathrm{\mu g}").
  for (let i = 0; i < 2; i++) for (const [re, to] of mathCommands) out = out.replace(re, to);
  return out.replace(/\s{2,}/g, ' ').trim();
}

const row = (cells: string[]) =>
  `| ${cells.map((c) => c.replace(/\|/g, '/').replace(/\s+/g, ' ').trim()).join(' | ')} |`;

function latexTable(body: string): string {
  const cleaned = body
    .replace(/\\(hline|toprule|midrule|bottomrule|cline\{[^}]*\})/g, '')
    .replace(/\\multi(column|row)\{[^}]*\}\{[^}]*\}\{([^{}]*)\}/g, '$2');
  const rows = cleaned
    .split(/\\\\/)
    .map((r) => r.trim())
    .filter(Boolean)
    .map((r) => row(r.split(/(?<!\\)&/).map((c) => mathText(c.replace(/\$/g, '')))));
  return `\n${rows.join('\n')}\n`;
}

function htmlTable(html: string): string {
  const rows = [...html.matchAll(/<tr[^>]*>([\s\S]*?)<\/tr>/gi)].map((m) =>
    row(
      [...m[1]!.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/gi)].map((c) =>
        mathText(c[1]!.replace(/<[^>]+>/g, ' ').replace(/\$/g, '')),
      ),
    ),
  );
  return `\n${rows.join('\n')}\n`;
}

export function readableText(text: string): string {
  if (!/[\\$<#|]/.test(text)) return text;
  return (
    text
      .replace(/\\begin\{tabular\}(\{[^}]*\})?([\s\S]*?)\\end\{tabular\}/g, (_, __, body: string) => latexTable(body))
      .replace(/\\begin\{array\}(\{[^}]*\})?([\s\S]*?)\\end\{array\}/g, (_, __, body: string) => latexTable(body))
      .replace(/<table[\s\S]*?<\/table>/gi, (t) => htmlTable(t))
      .replace(/<!--[\s\S]*?-->/g, '')
      // Markdown table separator lines and heading marks.
      .replace(/^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/gm, '')
      .replace(/^#{1,6}\s+/gm, '')
      .replace(/\$\$([\s\S]+?)\$\$|\$([^$\n]+?)\$/g, (_, a?: string, b?: string) => mathText(a ?? b ?? ''))
      .replace(/\n{3,}/g, '\n\n')
  );
}
