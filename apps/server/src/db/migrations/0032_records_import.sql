-- Records loaded from the authorities' publications (sampling notices, penalty lists, judgments):
-- a natural key per imported sampling row so a second import changes nothing, the failing items
-- of a sample as their own rows (linked to the substance and the standard they name), the case
-- number's parts and the full text of a judgment, and a run record of every import.
ALTER TABLE "sampling_records" ADD COLUMN "source_key" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "sampling_source_key_uq" ON "sampling_records" ("source_key");
--> statement-breakpoint
CREATE TABLE "sampling_hazards" (
  "id" serial PRIMARY KEY,
  "record_id" integer NOT NULL REFERENCES "sampling_records"("id") ON DELETE CASCADE,
  "seq" smallint NOT NULL,
  "item" text NOT NULL,
  "result_text" text DEFAULT '' NOT NULL,
  "limit_text" text DEFAULT '' NOT NULL,
  "measured_value" double precision,
  "limit_value" double precision,
  "unit" text DEFAULT '' NOT NULL,
  "substance_id" integer REFERENCES "lim_substances"("id") ON DELETE SET NULL,
  "standard_no" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sampling_hazards_record_seq" ON "sampling_hazards" ("record_id", "seq");
--> statement-breakpoint
CREATE INDEX "sampling_hazards_substance" ON "sampling_hazards" ("substance_id");
--> statement-breakpoint
ALTER TABLE "judge_records" ADD COLUMN "court_level" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "judge_records" ADD COLUMN "case_kind" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "judge_records" ADD COLUMN "full_text" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "penalty_records" ADD COLUMN "basis_doc_id" integer REFERENCES "lib_documents"("id") ON DELETE SET NULL;
--> statement-breakpoint
ALTER TABLE "penalty_records" ADD COLUMN "basis_anchor" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "penalty_records" ADD COLUMN "credit_code" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "penalty_records" ADD COLUMN "penalty_content" text DEFAULT '' NOT NULL;
--> statement-breakpoint
CREATE TABLE "record_import_runs" (
  "id" serial PRIMARY KEY,
  "module" text NOT NULL,
  "file" text NOT NULL,
  "started_at" timestamp with time zone DEFAULT now() NOT NULL,
  "finished_at" timestamp with time zone,
  "read" integer DEFAULT 0 NOT NULL,
  "inserted" integer DEFAULT 0 NOT NULL,
  "updated" integer DEFAULT 0 NOT NULL,
  "unchanged" integer DEFAULT 0 NOT NULL,
  "rejected" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "staff_id" integer
);
--> statement-breakpoint
CREATE INDEX "record_import_runs_started" ON "record_import_runs" ("started_at" DESC, "id" DESC);
