-- Hazard and residue limits: jurisdictions, substances, food-category schemes with a
-- mapping between them, limits, their history, import runs, notices and saved queries.
CREATE TABLE "lim_jurisdictions" (
	"code" text PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"no_limit_rule" text NOT NULL,
	"no_limit_zh" text DEFAULT '' NOT NULL,
	"no_limit_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lim_substances" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"name_zh_tw" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"cas" text,
	"substance_class" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lim_substances_key" ON "lim_substances" USING btree ("key");
--> statement-breakpoint
CREATE INDEX "lim_substances_cas" ON "lim_substances" USING btree ("cas");
--> statement-breakpoint
CREATE TABLE "lim_reference_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"substance_id" integer NOT NULL REFERENCES "lim_substances"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"qualifier" text DEFAULT '' NOT NULL,
	"value" double precision,
	"value_raw" text DEFAULT '' NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"year" integer,
	"source_key" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lim_reference_values_key" ON "lim_reference_values" USING btree ("source_key");
--> statement-breakpoint
CREATE INDEX "lim_reference_values_substance" ON "lim_reference_values" USING btree ("substance_id");
--> statement-breakpoint
CREATE TABLE "lim_food_schemes" (
	"code" text PRIMARY KEY NOT NULL,
	"jurisdiction" text NOT NULL REFERENCES "lim_jurisdictions"("code"),
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lim_food_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"scheme" text NOT NULL REFERENCES "lim_food_schemes"("code"),
	"key" text NOT NULL,
	"parent_id" integer,
	"path" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"code" text,
	"name_source" text NOT NULL,
	"name_zh" text DEFAULT '' NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_origin" text DEFAULT 'source' NOT NULL,
	"members" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lim_food_nodes_scheme_key" ON "lim_food_nodes" USING btree ("scheme","key");
--> statement-breakpoint
CREATE INDEX "lim_food_nodes_parent" ON "lim_food_nodes" USING btree ("parent_id");
--> statement-breakpoint
CREATE INDEX "lim_food_nodes_path" ON "lim_food_nodes" USING gin ("path");
--> statement-breakpoint
CREATE TABLE "lim_food_mappings" (
	"from_id" integer NOT NULL REFERENCES "lim_food_nodes"("id") ON DELETE cascade,
	"to_id" integer NOT NULL REFERENCES "lim_food_nodes"("id") ON DELETE cascade,
	"relation" text NOT NULL,
	"decided_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	CONSTRAINT "lim_food_mappings_from_id_to_id_pk" PRIMARY KEY("from_id","to_id")
);
--> statement-breakpoint
CREATE INDEX "lim_food_mappings_to" ON "lim_food_mappings" USING btree ("to_id");
--> statement-breakpoint
CREATE TABLE "lim_limits" (
	"id" serial PRIMARY KEY NOT NULL,
	"source_key" text NOT NULL,
	"substance_id" integer NOT NULL REFERENCES "lim_substances"("id"),
	"food_node_id" integer NOT NULL REFERENCES "lim_food_nodes"("id"),
	"jurisdiction" text NOT NULL REFERENCES "lim_jurisdictions"("code"),
	"limit_type" text NOT NULL,
	"limit_for" text DEFAULT '' NOT NULL,
	"value_raw" text DEFAULT '' NOT NULL,
	"value" double precision,
	"unit" text DEFAULT '' NOT NULL,
	"value_mg_kg" double precision,
	"basis" text DEFAULT '' NOT NULL,
	"footnotes" text DEFAULT '' NOT NULL,
	"excludes" text[] DEFAULT '{}'::text[] NOT NULL,
	"food_label" text DEFAULT '' NOT NULL,
	"source_doc" text NOT NULL,
	"source_table" text DEFAULT '' NOT NULL,
	"doc_id" integer REFERENCES "lib_documents"("id") ON DELETE set null,
	"valid_from" date,
	"valid_to" date,
	"caveat" text DEFAULT '' NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"origin" text DEFAULT '' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lim_limits_source_key" ON "lim_limits" USING btree ("source_key");
--> statement-breakpoint
CREATE INDEX "lim_limits_substance" ON "lim_limits" USING btree ("substance_id","jurisdiction");
--> statement-breakpoint
CREATE INDEX "lim_limits_food" ON "lim_limits" USING btree ("food_node_id","substance_id");
--> statement-breakpoint
CREATE INDEX "lim_limits_doc" ON "lim_limits" USING btree ("doc_id");
--> statement-breakpoint
CREATE TABLE "lim_limit_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"limit_id" integer NOT NULL REFERENCES "lim_limits"("id") ON DELETE cascade,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" text DEFAULT '' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lim_limit_history_limit" ON "lim_limit_history" USING btree ("limit_id");
--> statement-breakpoint
CREATE TABLE "lim_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"read" integer DEFAULT 0 NOT NULL,
	"inserted" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lim_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"doc_id" integer,
	"effective_date" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lim_notices_created" ON "lim_notices" USING btree ("created_at");
--> statement-breakpoint
CREATE TABLE "lim_saved_queries" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"result_hash" text DEFAULT '' NOT NULL,
	"result_count" integer DEFAULT 0 NOT NULL,
	"last_change" text DEFAULT '' NOT NULL,
	"changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "lim_saved_queries_member" ON "lim_saved_queries" USING btree ("member_id");
