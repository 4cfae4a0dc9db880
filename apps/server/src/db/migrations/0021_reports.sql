CREATE TABLE "monitor_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"item_date" date NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"hazards" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"origin" text NOT NULL,
	"source_key" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_items_source_key_uq" ON "monitor_items" USING btree ("source_key");
--> statement-breakpoint
CREATE INDEX "monitor_items_date_idx" ON "monitor_items" USING btree ("item_date" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE INDEX "monitor_items_kind_date_idx" ON "monitor_items" USING btree ("kind","item_date" DESC NULLS LAST,"id" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "monitor_briefings" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"issue_no" integer DEFAULT 0 NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "monitor_briefings_status_idx" ON "monitor_briefings" USING btree ("status","published_at" DESC NULLS LAST);
--> statement-breakpoint
CREATE TABLE "monitor_briefing_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"briefing_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"commentary" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "monitor_briefing_entries" ADD CONSTRAINT "monitor_briefing_entries_briefing_id_monitor_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."monitor_briefings"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "monitor_briefing_entries" ADD CONSTRAINT "monitor_briefing_entries_item_id_monitor_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."monitor_items"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "monitor_briefing_entries_uq" ON "monitor_briefing_entries" USING btree ("briefing_id","item_id");
--> statement-breakpoint
CREATE INDEX "monitor_briefing_entries_item_idx" ON "monitor_briefing_entries" USING btree ("item_id");
--> statement-breakpoint
-- A database seeded before this migration: the daily derivation job and the 舆情报告 menu entry
-- (a fresh database gets both from the seed, which runs after the migrations).
INSERT INTO "sys_jobs" ("bean_name", "params", "cron_expression", "remark", "status")
SELECT 'monitorItemJob', '', '0 30 0 * * ?', '生成舆情监测条目', 1
WHERE EXISTS (SELECT 1 FROM "sys_jobs") AND NOT EXISTS (SELECT 1 FROM "sys_jobs" WHERE "bean_name" = 'monitorItemJob');
--> statement-breakpoint
INSERT INTO "menu_rules" ("id", "rule_name", "title", "en_title", "menu_type", "url", "parent_id", "sort", "icon")
SELECT 116, 'report_new', '舆情报告', 'Public-opinion report', 'menu', '/infoMonitor/report', 110, 6, ''
WHERE EXISTS (SELECT 1 FROM "menu_rules" WHERE "id" = 110) AND NOT EXISTS (SELECT 1 FROM "menu_rules" WHERE "id" = 116);
