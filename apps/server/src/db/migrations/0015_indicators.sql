-- Product indicators: parsed product standards, their indicators, customers' specifications.
CREATE TABLE "ind_standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"standard_type" text DEFAULT '' NOT NULL,
	"extracted_by" text DEFAULT '' NOT NULL,
	"tables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"refs" text[] DEFAULT '{}'::text[] NOT NULL,
	"source" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "ind_standards_number" ON "ind_standards" USING btree ("number");
--> statement-breakpoint
CREATE TABLE "ind_indicators" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard_id" integer NOT NULL REFERENCES "ind_standards"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"category" text NOT NULL,
	"requirement" jsonb NOT NULL,
	"grade" text DEFAULT '' NOT NULL,
	"scope" text DEFAULT '' NOT NULL,
	"methods" text[] DEFAULT '{}'::text[] NOT NULL,
	"clause" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"confidence" real NOT NULL,
	"source_lines" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ind_indicators_standard" ON "ind_indicators" USING btree ("standard_id","position");
--> statement-breakpoint
CREATE INDEX "ind_indicators_name" ON "ind_indicators" USING btree ("name");
--> statement-breakpoint
CREATE TABLE "ind_specs" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"base_standard" text DEFAULT '' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ind_specs_customer" ON "ind_specs" USING btree ("customer_id");
--> statement-breakpoint
CREATE TABLE "ind_spec_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"spec_id" integer NOT NULL REFERENCES "ind_specs"("id") ON DELETE cascade,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"requirement_text" text NOT NULL,
	"requirement" jsonb NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ind_spec_lines_spec" ON "ind_spec_lines" USING btree ("spec_id","position");
