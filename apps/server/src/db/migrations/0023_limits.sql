-- Issue 10: the TFDA table's remark column (殺菌劑, 殺蟲劑 …) is the pesticide's use type, not a
-- basis of its limits. It moves to the substance; the rows it had been written into get back the
-- empty basis the table states (a data correction of the importer, so no history row: the value of
-- no limit changes). Pesticides whose only remark lost a character (殺?劑) get it at the next import.
ALTER TABLE "lim_substances" ADD COLUMN "use_type" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "lim_substances" s SET "use_type" = r.t
  FROM (SELECT substance_id, string_agg(DISTINCT basis, '、' ORDER BY basis) AS t FROM "lim_limits"
         WHERE source_key LIKE 'TFDA|%' AND basis <> '' GROUP BY substance_id) r
 WHERE s.id = r.substance_id;
--> statement-breakpoint
UPDATE "lim_limits" SET "basis" = '' WHERE source_key LIKE 'TFDA|%' AND basis <> '';
