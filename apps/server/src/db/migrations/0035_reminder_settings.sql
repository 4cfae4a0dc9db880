-- A member's reminder settings: which kinds of change reach them (the kinds muted, so a kind added later is on), and
-- whether the message centre shows them. The defaults are what every member had before: all kinds, message centre on.
ALTER TABLE "member_push_settings" ADD COLUMN "muted_kinds" text[] DEFAULT '{}' NOT NULL;
--> statement-breakpoint
ALTER TABLE "member_push_settings" ADD COLUMN "in_centre" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- A reminder kept only for the member's e-mail digest (message centre turned off) is not listed in the centre.
ALTER TABLE "messages" ADD COLUMN "in_centre" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
-- A changed saved limit query has its own kind (it was written as a system message).
UPDATE "messages" SET "kind" = 'limit_update' WHERE "kind" = 'system';
