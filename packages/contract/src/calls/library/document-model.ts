import { z } from 'zod';

// The clean document model every library text is normalised into, whatever the extraction
// style of its source (PDF text, OCR markdown, HTML, LaTeX tables, wiki links): the reader, the
// exports, the clause splitter and the assistant's passages all read this, never the raw text.

export const tableCell = z.object({
  text: z.string(),
  colSpan: z.number().int().min(1).optional(),
  rowSpan: z.number().int().min(1).optional(),
});

/** `clause` on a block: the anchor of the clause it starts (sec-4.3.2, art-50), for the contents and ?clause=. */
const anchored = { clause: z.string().optional() };

export const docBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('heading'), level: z.number().int().min(1).max(6), text: z.string(), ...anchored }),
  z.object({ type: z.literal('paragraph'), text: z.string(), ...anchored }),
  z.object({ type: z.literal('list'), items: z.array(z.string()), ...anchored }),
  z.object({
    type: z.literal('table'),
    caption: z.string().optional(),
    /** How many leading rows are header rows. */
    headerRows: z.number().int().min(0),
    rows: z.array(z.array(tableCell)),
    ...anchored,
  }),
  /** A note of the source page, not of the standard (its list of cited standards, an amendment's reading). */
  z.object({ type: z.literal('note'), text: z.string(), items: z.array(z.string()).optional(), ...anchored }),
]);

/** What the normaliser repaired or found; the reader names each in the page's language. */
export const textIssues = [
  'spacedCharacters',
  'splitNumbers',
  'pageFurniture',
  'tocLeaders',
  'markup',
  'latexTables',
  'htmlTables',
  'markdownTables',
  'wikiLinks',
  'flattenedTables',
  'unreadable',
] as const;
export type TextIssue = (typeof textIssues)[number];

export const textQuality = z.object({
  readable: z.boolean(),
  /** Why the text is not shown (font codes, mis-decoded characters …), in English for the log; the page says it in its language. */
  unreadableReason: z.string().optional(),
  /** Share of the text's characters in well-formed blocks (sentences, headings, tables), 0–100. */
  score: z.number().int().min(0).max(100),
  issues: z.array(z.enum(textIssues)),
  tables: z.number().int(),
});

export const docModel = z.object({ blocks: z.array(docBlock), quality: textQuality });

export type TableCell = z.infer<typeof tableCell>;
export type DocBlock = z.infer<typeof docBlock>;
export type TextQuality = z.infer<typeof textQuality>;
export type DocModel = z.infer<typeof docModel>;
