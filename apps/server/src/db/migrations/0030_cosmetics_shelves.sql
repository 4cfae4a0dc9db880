-- A document shown in several libraries (广告法 in the food, cosmetics and feed libraries) stays one
-- row: also_in names the libraries besides its own.
ALTER TABLE "lib_documents" ADD COLUMN "also_in" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
CREATE INDEX "lib_documents_also_in" ON "lib_documents" USING gin ("also_in");
--> statement-breakpoint
-- 已使用化妆品原料目录（2021年版）, as extracted: flagged rows keep their value and their flag.
CREATE TABLE "cos_ingredients" (
  "serial" text PRIMARY KEY NOT NULL,
  "cn_name" text NOT NULL,
  "inci" text NOT NULL,
  "chosen_for_inci" boolean DEFAULT true NOT NULL,
  "quality_flag" text DEFAULT '' NOT NULL,
  "inci_key" text NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cos_ingredients_inci_key" ON "cos_ingredients" ("inci_key");
--> statement-breakpoint
CREATE INDEX "cos_ingredients_cn_name" ON "cos_ingredients" ("cn_name");
--> statement-breakpoint
-- 化妆品安全技术规范（2015年版）表3 化妆品限用组分.
CREATE TABLE "cos_restricted" (
  "no" integer PRIMARY KEY NOT NULL,
  "cn_name" text NOT NULL,
  "en_name" text DEFAULT '' NOT NULL,
  "inci_name" text DEFAULT '' NOT NULL,
  "scope" text DEFAULT '' NOT NULL,
  "max_conc" text DEFAULT '' NOT NULL,
  "other_limits" text DEFAULT '' NOT NULL,
  "label_warning" text DEFAULT '' NOT NULL,
  "note_refs" text DEFAULT '' NOT NULL,
  "footnotes" text DEFAULT '' NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
