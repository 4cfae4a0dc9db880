CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"en_name" text DEFAULT '' NOT NULL,
	"platform_name" text DEFAULT '' NOT NULL,
	"platform_en_name" text DEFAULT '' NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"company_id" integer,
	"theme_color" text DEFAULT '#1E6BD1' NOT NULL,
	"wechat" boolean DEFAULT false NOT NULL,
	"bilingual" boolean DEFAULT true NOT NULL,
	"mini_program_image" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"kefu_truename" text DEFAULT '' NOT NULL,
	"kefu_mobile" text DEFAULT '' NOT NULL,
	"kefu_email" text DEFAULT '' NOT NULL,
	"kefu_qwimg" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_uri" text NOT NULL,
	"request_method" text NOT NULL,
	"request_params" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"error_info" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_rights" (
	"member_id" integer NOT NULL,
	"rule_name" text NOT NULL,
	CONSTRAINT "member_rights_member_id_rule_name_pk" PRIMARY KEY("member_id","rule_name")
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"is_super" boolean DEFAULT false NOT NULL,
	"parent_id" integer,
	"show_parent_data" boolean DEFAULT true NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"email_push" boolean DEFAULT false NOT NULL,
	"lang" text DEFAULT 'zh-cn' NOT NULL,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"subject_id" integer NOT NULL,
	"customer_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_params" (
	"id" serial PRIMARY KEY NOT NULL,
	"param_code" text NOT NULL,
	"param_value" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_params_param_code_unique" UNIQUE("param_code")
);
--> statement-breakpoint
ALTER TABLE "member_rights" ADD CONSTRAINT "member_rights_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "error_logs_created_idx" ON "error_logs" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_username_uq" ON "members" USING btree ("username");--> statement-breakpoint
CREATE INDEX "members_customer_idx" ON "members" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "sessions_subject_idx" ON "sessions" USING btree ("kind","subject_id");