import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const stamp = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * 已使用化妆品原料目录（2021年版）: one row per catalogue entry, as the source file gives it. A row
 * the extraction damaged keeps its value and carries the source's `quality_flag`; it is shown
 * flagged, never corrected here.
 */
export const cosIngredients = pgTable(
  'cos_ingredients',
  {
    /** The catalogue's serial number (序号), five digits as printed: `00001`. */
    serial: text('serial').primaryKey(),
    cnName: text('cn_name').notNull(),
    inci: text('inci').notNull(),
    /** The source chose this INCI spelling for the entry. */
    chosenForInci: boolean('chosen_for_inci').notNull().default(true),
    qualityFlag: text('quality_flag').notNull().default(''),
    /** INCI in capitals with runs of space and punctuation spacing folded (the match key of the batch check). */
    inciKey: text('inci_key').notNull(),
    updatedAt: stamp('updated_at').notNull().defaultNow(),
  },
  (t) => [index('cos_ingredients_inci_key').on(t.inciKey), index('cos_ingredients_cn_name').on(t.cnName)],
);

/** 化妆品安全技术规范（2015年版）表3 化妆品限用组分, one row per numbered entry of the table. */
export const cosRestricted = pgTable('cos_restricted', {
  no: integer('no').primaryKey(),
  cnName: text('cn_name').notNull(),
  enName: text('en_name').notNull().default(''),
  inciName: text('inci_name').notNull().default(''),
  scope: text('scope').notNull().default(''),
  maxConc: text('max_conc').notNull().default(''),
  otherLimits: text('other_limits').notNull().default(''),
  labelWarning: text('label_warning').notNull().default(''),
  noteRefs: text('note_refs').notNull().default(''),
  footnotes: text('footnotes').notNull().default(''),
  updatedAt: stamp('updated_at').notNull().defaultNow(),
});
