CREATE TABLE "intl_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"reference" text NOT NULL,
	"notice_date" date NOT NULL,
	"notifying_country" text DEFAULT '' NOT NULL,
	"origin_country" text DEFAULT '' NOT NULL,
	"china_origin" boolean DEFAULT false NOT NULL,
	"product_category" text DEFAULT '' NOT NULL,
	"product" text DEFAULT '' NOT NULL,
	"hazard" text DEFAULT '' NOT NULL,
	"hazard_category" text DEFAULT '' NOT NULL,
	"risk_decision" text DEFAULT '' NOT NULL,
	"classification" text DEFAULT '' NOT NULL,
	"measures" text DEFAULT '' NOT NULL,
	"distribution" text DEFAULT '' NOT NULL,
	"operator" text DEFAULT '' NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_classic_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"cause" text DEFAULT '' NOT NULL,
	"food_category" text DEFAULT '' NOT NULL,
	"publish_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "judge_classic_links" (
	"case_id" integer NOT NULL,
	"judgment_id" integer NOT NULL,
	CONSTRAINT "judge_classic_links_case_id_judgment_id_pk" PRIMARY KEY("case_id","judgment_id")
);
--> statement-breakpoint
CREATE TABLE "judge_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_name" text DEFAULT '' NOT NULL,
	"case_no" text DEFAULT '' NOT NULL,
	"court" text DEFAULT '' NOT NULL,
	"court_province" text DEFAULT '' NOT NULL,
	"instance" text DEFAULT '' NOT NULL,
	"judgment_date" date NOT NULL,
	"cause" text DEFAULT '' NOT NULL,
	"defendant" text DEFAULT '' NOT NULL,
	"complainant" text DEFAULT '' NOT NULL,
	"compensation" double precision DEFAULT 0 NOT NULL,
	"result" text DEFAULT '' NOT NULL,
	"food_category" text DEFAULT '' NOT NULL,
	"key_points" text DEFAULT '' NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "penalty_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_name" text DEFAULT '' NOT NULL,
	"document_no" text DEFAULT '' NOT NULL,
	"party" text DEFAULT '' NOT NULL,
	"party_province" text DEFAULT '' NOT NULL,
	"authority" text DEFAULT '' NOT NULL,
	"decision_date" date NOT NULL,
	"penalty_type" text DEFAULT '' NOT NULL,
	"amount" double precision DEFAULT 0 NOT NULL,
	"confiscated_amount" double precision DEFAULT 0 NOT NULL,
	"risk_factor" text DEFAULT '' NOT NULL,
	"food_category" text DEFAULT '' NOT NULL,
	"illegal_facts" text DEFAULT '' NOT NULL,
	"legal_basis" text DEFAULT '' NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "record_summary" (
	"module" text NOT NULL,
	"month" date NOT NULL,
	"d1" text NOT NULL,
	"d2" text NOT NULL,
	"d3" text NOT NULL,
	"d4" text NOT NULL,
	"n" bigint NOT NULL,
	"m1" double precision NOT NULL,
	"m2" double precision NOT NULL,
	CONSTRAINT "record_summary_module_month_d1_d2_d3_d4_pk" PRIMARY KEY("module","month","d1","d2","d3","d4")
);
--> statement-breakpoint
CREATE TABLE "sampling_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"notice_no" text DEFAULT '' NOT NULL,
	"product_name" text DEFAULT '' NOT NULL,
	"food_category" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"specification" text DEFAULT '' NOT NULL,
	"production_date" date,
	"batch_no" text DEFAULT '' NOT NULL,
	"producer" text DEFAULT '' NOT NULL,
	"producer_province" text DEFAULT '' NOT NULL,
	"sampled_unit" text DEFAULT '' NOT NULL,
	"sampled_province" text DEFAULT '' NOT NULL,
	"sampled_city" text DEFAULT '' NOT NULL,
	"sampling_date" date NOT NULL,
	"level" text NOT NULL,
	"task_source" text DEFAULT '' NOT NULL,
	"hazard" text DEFAULT '' NOT NULL,
	"measured_value" double precision,
	"limit_value" double precision,
	"unit" text DEFAULT '' NOT NULL,
	"result" text NOT NULL,
	"standard_basis" text DEFAULT '' NOT NULL,
	"testing_unit" text DEFAULT '' NOT NULL,
	"search" "tsvector",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sampling_warnings" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"member_id" integer,
	"rule_id" integer,
	"rule_name" text DEFAULT '' NOT NULL,
	"matched" text DEFAULT '' NOT NULL,
	"record_id" integer NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sampling_watch_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"member_id" integer NOT NULL,
	"name" text NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"products" text[] DEFAULT '{}'::text[] NOT NULL,
	"brands" text[] DEFAULT '{}'::text[] NOT NULL,
	"producers" text[] DEFAULT '{}'::text[] NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "judge_classic_links" ADD CONSTRAINT "judge_classic_links_case_id_judge_classic_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."judge_classic_cases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "judge_classic_links" ADD CONSTRAINT "judge_classic_links_judgment_id_judge_records_id_fk" FOREIGN KEY ("judgment_id") REFERENCES "public"."judge_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_warnings" ADD CONSTRAINT "sampling_warnings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_warnings" ADD CONSTRAINT "sampling_warnings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_warnings" ADD CONSTRAINT "sampling_warnings_rule_id_sampling_watch_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."sampling_watch_rules"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_warnings" ADD CONSTRAINT "sampling_warnings_record_id_sampling_records_id_fk" FOREIGN KEY ("record_id") REFERENCES "public"."sampling_records"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_watch_rules" ADD CONSTRAINT "sampling_watch_rules_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sampling_watch_rules" ADD CONSTRAINT "sampling_watch_rules_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "intl_source_reference_uq" ON "intl_warnings" USING btree ("source","reference");--> statement-breakpoint
CREATE INDEX "intl_date_idx" ON "intl_warnings" USING btree ("notice_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "intl_origin_date_idx" ON "intl_warnings" USING btree ("origin_country","notice_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "intl_notifying_date_idx" ON "intl_warnings" USING btree ("notifying_country","notice_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "intl_hazard_cat_date_idx" ON "intl_warnings" USING btree ("hazard_category","notice_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "intl_china_date_idx" ON "intl_warnings" USING btree ("notice_date" DESC NULLS LAST) WHERE china_origin;--> statement-breakpoint
CREATE INDEX "intl_product_idx" ON "intl_warnings" USING btree ("product");--> statement-breakpoint
CREATE INDEX "intl_search_idx" ON "intl_warnings" USING gin ("search");--> statement-breakpoint
CREATE INDEX "judge_date_idx" ON "judge_records" USING btree ("judgment_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "judge_province_date_idx" ON "judge_records" USING btree ("court_province","judgment_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "judge_cause_date_idx" ON "judge_records" USING btree ("cause","judgment_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "judge_court_date_idx" ON "judge_records" USING btree ("court","judgment_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "judge_defendant_idx" ON "judge_records" USING btree ("defendant");--> statement-breakpoint
CREATE UNIQUE INDEX "judge_case_no_uq" ON "judge_records" USING btree ("case_no");--> statement-breakpoint
CREATE INDEX "judge_search_idx" ON "judge_records" USING gin ("search");--> statement-breakpoint
CREATE INDEX "penalty_date_idx" ON "penalty_records" USING btree ("decision_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "penalty_province_date_idx" ON "penalty_records" USING btree ("party_province","decision_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "penalty_risk_date_idx" ON "penalty_records" USING btree ("risk_factor","decision_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "penalty_authority_date_idx" ON "penalty_records" USING btree ("authority","decision_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "penalty_party_idx" ON "penalty_records" USING btree ("party");--> statement-breakpoint
CREATE UNIQUE INDEX "penalty_document_uq" ON "penalty_records" USING btree ("document_no");--> statement-breakpoint
CREATE INDEX "penalty_search_idx" ON "penalty_records" USING gin ("search");--> statement-breakpoint
CREATE INDEX "record_summary_d1_idx" ON "record_summary" USING btree ("module","d1","month");--> statement-breakpoint
CREATE INDEX "sampling_date_idx" ON "sampling_records" USING btree ("sampling_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sampling_province_date_idx" ON "sampling_records" USING btree ("sampled_province","sampling_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sampling_category_date_idx" ON "sampling_records" USING btree ("food_category","sampling_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sampling_hazard_date_idx" ON "sampling_records" USING btree ("hazard","sampling_date" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sampling_fail_date_idx" ON "sampling_records" USING btree ("sampling_date" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE result = 'fail';--> statement-breakpoint
CREATE INDEX "sampling_fail_province_idx" ON "sampling_records" USING btree ("sampled_province","sampling_date" DESC NULLS LAST) WHERE result = 'fail';--> statement-breakpoint
CREATE INDEX "sampling_notice_idx" ON "sampling_records" USING btree ("notice_no");--> statement-breakpoint
CREATE INDEX "sampling_producer_idx" ON "sampling_records" USING btree ("producer");--> statement-breakpoint
CREATE INDEX "sampling_search_idx" ON "sampling_records" USING gin ("search");--> statement-breakpoint
CREATE UNIQUE INDEX "sampling_warnings_once_uq" ON "sampling_warnings" USING btree ("customer_id","record_id");--> statement-breakpoint
CREATE INDEX "sampling_warnings_customer_created_idx" ON "sampling_warnings" USING btree ("customer_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "watch_rules_customer_idx" ON "sampling_watch_rules" USING btree ("customer_id");