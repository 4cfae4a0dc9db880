-- A product standard's food category in each scheme whose limits it inherits (GB 2762/2761 by
-- category path, GB 2760 by appendix E code, GB 31650 by species or tissue), decided once per
-- standard by an editor (or matched by name and marked so until one confirms it). Keyed by the
-- standard's number so that a re-import of the product standards keeps every decision.
CREATE TABLE "ind_placements" (
  "id" serial PRIMARY KEY,
  "standard_number" text NOT NULL,
  "scheme" text NOT NULL,
  "label" text NOT NULL,
  "note" text NOT NULL DEFAULT '',
  "decided_by" text NOT NULL DEFAULT '',
  "decided_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ind_placements_standard_scheme" ON "ind_placements" ("standard_number", "scheme");
--> statement-breakpoint
-- What a standard is (product, method, hygiene code, general, additive specification, packaging),
-- read from its number and title: only products are offered at /indicators.
ALTER TABLE "ind_standards" ADD COLUMN "kind" text NOT NULL DEFAULT 'product';
--> statement-breakpoint
-- False when the extracted text cannot be read (font codes instead of characters).
ALTER TABLE "ind_standards" ADD COLUMN "readable" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
-- GB 2760-2024 table A.2: the number under which a food category is excepted from the uses on
-- all foods ("各类食品，表A.2中编号为1~68的食品类别除外"); null for a category not listed there.
ALTER TABLE "lib_food_categories" ADD COLUMN "exception_no" integer;
