-- A member's saved label checks: the label as entered and the counts its check gave that day.
-- The findings themselves are computed again when a check is opened or exported, so a standard's
-- validity is always read from the library at that moment, never copied here.
CREATE TABLE "label_checks" (
  "id" serial PRIMARY KEY,
  "member_id" integer NOT NULL REFERENCES "members"("id") ON DELETE CASCADE,
  "food_name" text NOT NULL DEFAULT '',
  "label" jsonb NOT NULL,
  "counts" jsonb NOT NULL,
  "checked_at" timestamptz NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX "label_checks_member" ON "label_checks" ("member_id", "id");
