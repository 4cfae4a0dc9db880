-- Login failures per client address and user name (not per account): the answer is the same
-- for unknown and existing names, and no one can keep someone else's account locked.
CREATE TABLE "login_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "login_throttle_updated_idx" ON "login_throttle" ("updated_at");
--> statement-breakpoint
-- Secrets all servers of one database share (the key signing file links).
CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
