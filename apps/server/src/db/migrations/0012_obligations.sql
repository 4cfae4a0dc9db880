CREATE TABLE "lib_doc_clauses" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL REFERENCES "lib_documents"("id") ON DELETE cascade,
	"version" integer NOT NULL,
	"anchor" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"context" text DEFAULT '' NOT NULL,
	"ordinal" integer NOT NULL,
	"text" text NOT NULL,
	"hash" text NOT NULL,
	"core_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "lib_doc_clauses_doc_version_anchor" ON "lib_doc_clauses" USING btree ("doc_id","version","anchor");
--> statement-breakpoint
CREATE INDEX "lib_doc_clauses_doc_version_ordinal" ON "lib_doc_clauses" USING btree ("doc_id","version","ordinal");
--> statement-breakpoint
CREATE TABLE "cmp_profiles" (
	"customer_id" integer PRIMARY KEY NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"business_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"food_categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"regions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"markets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cmp_obligations" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer REFERENCES "customers"("id") ON DELETE cascade,
	"code" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"requirement" text NOT NULL,
	"kind" text NOT NULL,
	"rule" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"evidence" text DEFAULT '' NOT NULL,
	"frequency" text DEFAULT 'event' NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cmp_obligations_customer" ON "cmp_obligations" USING btree ("customer_id");
--> statement-breakpoint
CREATE TABLE "cmp_obligation_clauses" (
	"obligation_id" integer NOT NULL REFERENCES "cmp_obligations"("id") ON DELETE cascade,
	"doc_id" integer NOT NULL REFERENCES "lib_documents"("id") ON DELETE cascade,
	"anchor" text NOT NULL,
	CONSTRAINT "cmp_obligation_clauses_obligation_id_doc_id_anchor_pk" PRIMARY KEY("obligation_id","doc_id","anchor")
);
--> statement-breakpoint
CREATE INDEX "cmp_obligation_clauses_doc" ON "cmp_obligation_clauses" USING btree ("doc_id","anchor");
--> statement-breakpoint
CREATE TABLE "cmp_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"obligation_id" integer NOT NULL REFERENCES "cmp_obligations"("id") ON DELETE cascade,
	"status" text DEFAULT 'unassessed' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"owner_id" integer REFERENCES "members"("id") ON DELETE set null,
	"department" text DEFAULT '' NOT NULL,
	"next_review" date,
	"assessed_hashes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "cmp_items_customer_obligation" ON "cmp_items" USING btree ("customer_id","obligation_id");
--> statement-breakpoint
CREATE INDEX "cmp_items_customer_status" ON "cmp_items" USING btree ("customer_id","status","id");
--> statement-breakpoint
CREATE INDEX "cmp_items_customer_owner" ON "cmp_items" USING btree ("customer_id","owner_id","id");
--> statement-breakpoint
CREATE INDEX "cmp_items_obligation" ON "cmp_items" USING btree ("obligation_id");
--> statement-breakpoint
CREATE TABLE "cmp_item_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL REFERENCES "cmp_items"("id") ON DELETE cascade,
	"member_id" integer,
	"field" text NOT NULL,
	"from_value" text DEFAULT '' NOT NULL,
	"to_value" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cmp_item_history_item" ON "cmp_item_history" USING btree ("item_id","id");
--> statement-breakpoint
CREATE TABLE "cmp_evidence" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"item_id" integer REFERENCES "cmp_items"("id") ON DELETE cascade,
	"task_id" integer,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cmp_evidence_item" ON "cmp_evidence" USING btree ("item_id");
--> statement-breakpoint
CREATE INDEX "cmp_evidence_task" ON "cmp_evidence" USING btree ("task_id");
--> statement-breakpoint
CREATE TABLE "cmp_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"item_id" integer NOT NULL REFERENCES "cmp_items"("id") ON DELETE cascade,
	"doc_id" integer NOT NULL REFERENCES "lib_documents"("id") ON DELETE cascade,
	"anchor" text NOT NULL,
	"cause" text NOT NULL,
	"change" text DEFAULT '' NOT NULL,
	"substantive" boolean DEFAULT false NOT NULL,
	"from_version" integer,
	"to_version" integer,
	"old_text" text DEFAULT '' NOT NULL,
	"new_text" text DEFAULT '' NOT NULL,
	"new_hash" text DEFAULT '' NOT NULL,
	"effective_date" date,
	"decision" text,
	"note" text DEFAULT '' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cmp_updates_customer" ON "cmp_updates" USING btree ("customer_id","decision","id");
--> statement-breakpoint
CREATE INDEX "cmp_updates_item" ON "cmp_updates" USING btree ("item_id");
--> statement-breakpoint
CREATE TABLE "cmp_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL REFERENCES "customers"("id") ON DELETE cascade,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"item_id" integer REFERENCES "cmp_items"("id") ON DELETE set null,
	"update_id" integer,
	"assignee_id" integer REFERENCES "members"("id") ON DELETE set null,
	"due_date" date,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cmp_tasks_customer" ON "cmp_tasks" USING btree ("customer_id","status","id");
--> statement-breakpoint
CREATE INDEX "cmp_tasks_assignee" ON "cmp_tasks" USING btree ("customer_id","assignee_id","id");
--> statement-breakpoint
CREATE TABLE "cmp_task_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL REFERENCES "cmp_tasks"("id") ON DELETE cascade,
	"member_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cmp_task_comments_task" ON "cmp_task_comments" USING btree ("task_id","id");
