CREATE TABLE "lib_doc_relations" (
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "lib_doc_relations_from_id_to_id_kind_pk" PRIMARY KEY("from_id","to_id","kind")
);
--> statement-breakpoint
CREATE TABLE "lib_doc_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"doc_id" integer NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"validity" integer NOT NULL,
	"fields" jsonb NOT NULL,
	"change" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lib_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"library" text NOT NULL,
	"module" text NOT NULL,
	"module_code" integer NOT NULL,
	"title" text NOT NULL,
	"doc_number" text,
	"number_key" text,
	"number_code" text,
	"number_digits" text,
	"publish_date" date,
	"effective_date" date,
	"implement_date" date,
	"invalid_date" date,
	"abolish_date" date,
	"update_date" date,
	"add_date" date DEFAULT CURRENT_DATE NOT NULL,
	"partial_effective_date" date,
	"partial_explanation" text,
	"department" text,
	"industry" text,
	"category" text,
	"validity" integer DEFAULT 0 NOT NULL,
	"province" text,
	"body" text DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"title_tsv" "tsvector",
	"body_tsv" "tsvector",
	"content_updated_at" timestamp with time zone,
	"status_updated_at" timestamp with time zone,
	"source_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lib_favorites" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	"library" text NOT NULL,
	"changed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lib_food_categories" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"parent_code" text,
	"level" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lib_forward_group_members" (
	"group_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	CONSTRAINT "lib_forward_group_members_group_id_member_id_pk" PRIMARY KEY("group_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "lib_forward_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lib_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"keyword" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lib_novelty_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"library" text NOT NULL,
	"mode" text NOT NULL,
	"file_name" text NOT NULL,
	"state" text DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lib_novelty_rows" (
	"job_id" integer NOT NULL,
	"row" integer NOT NULL,
	"input" text NOT NULL,
	"result" text NOT NULL,
	"doc_id" integer,
	"replaced_by_id" integer,
	CONSTRAINT "lib_novelty_rows_job_id_row_pk" PRIMARY KEY("job_id","row")
);
--> statement-breakpoint
CREATE TABLE "lib_safe_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"code" text,
	"ins" text,
	"cas" text,
	"func" text,
	"food_category_code" text,
	"food_category" text,
	"max_use" text,
	"remark" text,
	"source" text NOT NULL,
	"source_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lib_subject_docs" (
	"subject_id" integer NOT NULL,
	"doc_id" integer NOT NULL,
	CONSTRAINT "lib_subject_docs_subject_id_doc_id_pk" PRIMARY KEY("subject_id","doc_id")
);
--> statement-breakpoint
CREATE TABLE "lib_subjects" (
	"id" serial PRIMARY KEY NOT NULL,
	"library" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"doc_id" integer,
	"library" text,
	"from_member_id" integer,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lib_doc_relations" ADD CONSTRAINT "lib_doc_relations_from_id_lib_documents_id_fk" FOREIGN KEY ("from_id") REFERENCES "public"."lib_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_doc_relations" ADD CONSTRAINT "lib_doc_relations_to_id_lib_documents_id_fk" FOREIGN KEY ("to_id") REFERENCES "public"."lib_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_doc_versions" ADD CONSTRAINT "lib_doc_versions_doc_id_lib_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."lib_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_favorites" ADD CONSTRAINT "lib_favorites_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_favorites" ADD CONSTRAINT "lib_favorites_doc_id_lib_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."lib_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_forward_group_members" ADD CONSTRAINT "lib_forward_group_members_group_id_lib_forward_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lib_forward_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_forward_group_members" ADD CONSTRAINT "lib_forward_group_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_forward_groups" ADD CONSTRAINT "lib_forward_groups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_forward_groups" ADD CONSTRAINT "lib_forward_groups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_keywords" ADD CONSTRAINT "lib_keywords_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_novelty_jobs" ADD CONSTRAINT "lib_novelty_jobs_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_novelty_jobs" ADD CONSTRAINT "lib_novelty_jobs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_novelty_rows" ADD CONSTRAINT "lib_novelty_rows_job_id_lib_novelty_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."lib_novelty_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_subject_docs" ADD CONSTRAINT "lib_subject_docs_subject_id_lib_subjects_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."lib_subjects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lib_subject_docs" ADD CONSTRAINT "lib_subject_docs_doc_id_lib_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."lib_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_doc_id_lib_documents_id_fk" FOREIGN KEY ("doc_id") REFERENCES "public"."lib_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lib_doc_relations_to" ON "lib_doc_relations" USING btree ("to_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "lib_doc_versions_doc_version" ON "lib_doc_versions" USING btree ("doc_id","version");--> statement-breakpoint
CREATE INDEX "lib_documents_title_tsv" ON "lib_documents" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX "lib_documents_body_tsv" ON "lib_documents" USING gin ("body_tsv");--> statement-breakpoint
CREATE INDEX "lib_documents_number_key" ON "lib_documents" USING btree ("number_key");--> statement-breakpoint
CREATE INDEX "lib_documents_number_code" ON "lib_documents" USING btree ("number_code");--> statement-breakpoint
CREATE INDEX "lib_documents_number_digits" ON "lib_documents" USING btree ("number_digits");--> statement-breakpoint
CREATE INDEX "lib_documents_lib_module_pub" ON "lib_documents" USING btree ("library","module","publish_date");--> statement-breakpoint
CREATE INDEX "lib_documents_lib_pub" ON "lib_documents" USING btree ("library","publish_date");--> statement-breakpoint
CREATE INDEX "lib_documents_lib_update" ON "lib_documents" USING btree ("library","update_date");--> statement-breakpoint
CREATE INDEX "lib_documents_lib_add" ON "lib_documents" USING btree ("library","add_date");--> statement-breakpoint
CREATE INDEX "lib_documents_lib_abolish" ON "lib_documents" USING btree ("library","abolish_date");--> statement-breakpoint
CREATE INDEX "lib_documents_lib_implement" ON "lib_documents" USING btree ("library","implement_date");--> statement-breakpoint
CREATE INDEX "lib_documents_lib_province" ON "lib_documents" USING btree ("library","province");--> statement-breakpoint
CREATE INDEX "lib_documents_lib_industry" ON "lib_documents" USING btree ("library","industry");--> statement-breakpoint
CREATE UNIQUE INDEX "lib_documents_source_key" ON "lib_documents" USING btree ("source_key");--> statement-breakpoint
CREATE UNIQUE INDEX "lib_favorites_member_doc" ON "lib_favorites" USING btree ("member_id","doc_id");--> statement-breakpoint
CREATE INDEX "lib_favorites_doc" ON "lib_favorites" USING btree ("doc_id");--> statement-breakpoint
CREATE INDEX "lib_forward_groups_member" ON "lib_forward_groups" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lib_keywords_member_keyword" ON "lib_keywords" USING btree ("member_id","keyword");--> statement-breakpoint
CREATE INDEX "lib_novelty_jobs_member" ON "lib_novelty_jobs" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "lib_safe_items_source_key" ON "lib_safe_items" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "lib_safe_items_kind_cat" ON "lib_safe_items" USING btree ("kind","food_category_code");--> statement-breakpoint
CREATE INDEX "messages_member_created" ON "messages" USING btree ("member_id","created_at");