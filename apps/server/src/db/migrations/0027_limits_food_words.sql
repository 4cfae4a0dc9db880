-- Issue 22: foods found by the words users type. A food node carries the other names it is
-- known by (大米 for 大米(粉), 虾 for 虾类), and who placed it in its scheme: the source standard
-- itself (its table or appendix A) or the portal's editors (the everyday food vocabulary, names a
-- table uses that appendix A lacks). Search reads the names through search_text.
ALTER TABLE "lim_food_nodes" ADD COLUMN "synonyms" text[] DEFAULT '{}'::text[] NOT NULL;
--> statement-breakpoint
ALTER TABLE "lim_food_nodes" ADD COLUMN "placed_by" text DEFAULT 'source' NOT NULL;
--> statement-breakpoint
-- A substance's Chinese name as mainland users know it (GB 4839 style, GB 31650) where the source
-- names it otherwise (TFDA 益达胺 → 吡虫啉): who decided the name shown first.
ALTER TABLE "lim_substances" ADD COLUMN "name_zh_origin" text DEFAULT 'source' NOT NULL;
