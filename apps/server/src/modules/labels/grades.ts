/**
 * The quality grades a product standard sets, read from its own text only: a grade is named
 * where the standard divides the product into grades, as a table's header row of two or more
 * grade columns ("& 特级 & 一级 & 二级 & 三级") or a sentence "分为精制、优级、一级和二级共四个级别".
 * GB 7718-2011's own notes (五十四) say that product classes and types are not grades, so
 * "一级" met once in running text ("一级分类") is not taken for one.
 */
const GRADE = /^(特级|特优级|优级|[一二三四五六]级|合格品|优等品|[一二]等品|特等品)$/;

const cellsOf = (line: string) =>
  line
    .replace(/\\(?:multicolumn|multirow)\{[^}]*\}\{[^}]*\}/g, '')
    .replace(/\\\\|\\hline|\\cline\{[^}]*\}|[{}]/g, '')
    .split(/[&|]/)
    .map((c) => c.replace(/\s+/g, ''));

const listed = /分为([^。；;\n]{2,60}?)(?:共[一二三四五六七八九十\d]+个)?(?:质量)?(?:级别|等级)/g;

export function gradesIn(text: string): string[] {
  const found = new Set<string>();
  for (const line of text.split('\n')) {
    if (!/[&|]/.test(line)) continue;
    const grades = cellsOf(line).filter((c) => GRADE.test(c));
    if (new Set(grades).size >= 2) for (const g of grades) found.add(g);
  }
  for (const m of text.replace(/[ \t]+/g, '').matchAll(listed)) {
    const items = m[1]!.split(/[、，,和及]/).filter(Boolean);
    // A list naming two grades names grades throughout (GB/T 317's 精制 beside 优级, 一级, 二级).
    if (items.filter((i) => GRADE.test(i)).length >= 2) for (const i of items) found.add(i);
  }
  return [...found];
}

/** The grade a label prints among those a standard sets ("质量等级：特级" prints 特级). */
export const gradeShown = (printed: string, grades: string[]) => {
  const p = printed.replace(/\s+/g, '');
  return grades.filter((g) => p.includes(g)).sort((a, b) => b.length - a.length)[0];
};
