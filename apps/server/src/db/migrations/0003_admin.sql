CREATE TABLE "member_push_settings" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"send_hour" integer DEFAULT 8 NOT NULL,
	"recipients" text DEFAULT '' NOT NULL,
	"last_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"operator_kind" text NOT NULL,
	"operator_id" integer,
	"operator_name" text DEFAULT '' NOT NULL,
	"customer_id" integer,
	"summary" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"request_uri" text NOT NULL,
	"request_method" text NOT NULL,
	"request_params" text DEFAULT '' NOT NULL,
	"request_time" integer DEFAULT 0 NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_login_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"username" text NOT NULL,
	"status" integer NOT NULL,
	"operation" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_depts" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_dict" (
	"id" serial PRIMARY KEY NOT NULL,
	"dict_name" text NOT NULL,
	"dict_type" text NOT NULL,
	"dict_label" text NOT NULL,
	"dict_value" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_job_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"bean_name" text NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"status" integer NOT NULL,
	"error" text DEFAULT '' NOT NULL,
	"times" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"bean_name" text NOT NULL,
	"params" text DEFAULT '' NOT NULL,
	"cron_expression" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_keywords" (
	"id" serial PRIMARY KEY NOT NULL,
	"keyword" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_menus" (
	"id" serial PRIMARY KEY NOT NULL,
	"pid" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"permissions" text DEFAULT '' NOT NULL,
	"resources" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_oss_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"url" text NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_role_depts" (
	"role_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	CONSTRAINT "sys_role_depts_role_id_dept_id_pk" PRIMARY KEY("role_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "sys_role_menus" (
	"role_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	CONSTRAINT "sys_role_menus_role_id_menu_id_pk" PRIMARY KEY("role_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "sys_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"dept_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sys_user_roles" (
	"user_id" integer NOT NULL,
	"role_id" integer NOT NULL,
	CONSTRAINT "sys_user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "sys_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"password_hash" text NOT NULL,
	"real_name" text DEFAULT '' NOT NULL,
	"dept_id" integer NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"gender" integer DEFAULT 0 NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"super_admin" boolean DEFAULT false NOT NULL,
	"push_set" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_push_settings" ADD CONSTRAINT "member_push_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_depts" ADD CONSTRAINT "sys_role_depts_role_id_sys_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_depts" ADD CONSTRAINT "sys_role_depts_dept_id_sys_depts_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."sys_depts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menus" ADD CONSTRAINT "sys_role_menus_role_id_sys_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_role_menus" ADD CONSTRAINT "sys_role_menus_menu_id_sys_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."sys_menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_roles" ADD CONSTRAINT "sys_user_roles_user_id_sys_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."sys_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sys_user_roles" ADD CONSTRAINT "sys_user_roles_role_id_sys_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."sys_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "operation_logs_created_idx" ON "operation_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_operator_idx" ON "operation_logs" USING btree ("operator_name","created_at");--> statement-breakpoint
CREATE INDEX "staff_login_logs_date_idx" ON "staff_login_logs" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "staff_login_logs_user_idx" ON "staff_login_logs" USING btree ("username","create_date");--> statement-breakpoint
CREATE INDEX "sys_depts_pid_idx" ON "sys_depts" USING btree ("pid","sort");--> statement-breakpoint
CREATE INDEX "sys_dict_type_idx" ON "sys_dict" USING btree ("dict_type","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_dict_type_value_uq" ON "sys_dict" USING btree ("dict_type","dict_value");--> statement-breakpoint
CREATE INDEX "sys_job_logs_created_idx" ON "sys_job_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_job_logs_job_idx" ON "sys_job_logs" USING btree ("job_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_keywords_keyword_uq" ON "sys_keywords" USING btree ("keyword");--> statement-breakpoint
CREATE INDEX "sys_menus_pid_idx" ON "sys_menus" USING btree ("pid","sort");--> statement-breakpoint
CREATE INDEX "sys_oss_files_created_idx" ON "sys_oss_files" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sys_user_roles_role_idx" ON "sys_user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sys_users_username_uq" ON "sys_users" USING btree ("username");--> statement-breakpoint
CREATE INDEX "sys_users_dept_idx" ON "sys_users" USING btree ("dept_id","created_at");--> statement-breakpoint
CREATE INDEX "sys_users_created_idx" ON "sys_users" USING btree ("created_at");