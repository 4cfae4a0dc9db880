CREATE TABLE "captchas" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "friend_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"title" text NOT NULL,
	"linkurl" text NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "language_packs" (
	"lang" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "language_packs_lang_key_pk" PRIMARY KEY("lang","key")
);
--> statement-breakpoint
CREATE TABLE "member_favorite_changes" (
	"member_id" integer NOT NULL,
	"library" text NOT NULL,
	"change_num" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_favorite_changes_member_id_library_pk" PRIMARY KEY("member_id","library")
);
--> statement-breakpoint
CREATE TABLE "member_login_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" integer,
	"customer_id" integer,
	"username" text NOT NULL,
	"status" integer NOT NULL,
	"operation" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"create_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_openids" (
	"member_id" integer PRIMARY KEY NOT NULL,
	"openid" text NOT NULL,
	"bound_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menu_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"rule_name" text NOT NULL,
	"title" text NOT NULL,
	"en_title" text DEFAULT '' NOT NULL,
	"menu_type" text DEFAULT 'menu' NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"parent_id" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 1 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"status" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "friend_links" ADD CONSTRAINT "friend_links_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_favorite_changes" ADD CONSTRAINT "member_favorite_changes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_openids" ADD CONSTRAINT "member_openids_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_tokens" ADD CONSTRAINT "sso_tokens_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "friend_links_customer_idx" ON "friend_links" USING btree ("customer_id","sort");--> statement-breakpoint
CREATE INDEX "member_login_logs_date_idx" ON "member_login_logs" USING btree ("create_date");--> statement-breakpoint
CREATE INDEX "member_login_logs_user_idx" ON "member_login_logs" USING btree ("username","create_date");--> statement-breakpoint
CREATE INDEX "menu_rules_parent_idx" ON "menu_rules" USING btree ("parent_id","sort");