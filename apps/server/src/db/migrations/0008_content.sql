-- Issue 8: generated demonstration records are flagged, so every page, chart and export can mark them 演示数据
-- and the back office can delete them. Rows already in a database were all generated (these modules have no
-- public source), except the real EU RASFF notifications.
ALTER TABLE "sampling_records" ADD COLUMN IF NOT EXISTS "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "penalty_records" ADD COLUMN IF NOT EXISTS "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "judge_records" ADD COLUMN IF NOT EXISTS "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "judge_classic_cases" ADD COLUMN IF NOT EXISTS "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "intl_warnings" ADD COLUMN IF NOT EXISTS "demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "sampling_records" SET "demo" = true;--> statement-breakpoint
UPDATE "penalty_records" SET "demo" = true;--> statement-breakpoint
UPDATE "judge_records" SET "demo" = true;--> statement-breakpoint
UPDATE "judge_classic_cases" SET "demo" = true;--> statement-breakpoint
UPDATE "intl_warnings" SET "demo" = true WHERE "source" <> 'EU RASFF';
