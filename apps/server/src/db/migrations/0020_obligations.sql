-- Issue 12 speed: the register list's counts by status come from a summary kept by statement
-- triggers (a customer with 10,000 items would otherwise count them on every page), and the
-- re-check writes less per flagged item.
CREATE TABLE "cmp_item_counts" (
	"customer_id" integer NOT NULL,
	"owner_id" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "cmp_item_counts_pk" PRIMARY KEY("customer_id","owner_id","status")
);
--> statement-breakpoint
-- No foreign keys on the summary: a customer's deletion cascades to its items, whose delete
-- trigger then takes the counts back to zero and removes them.
create or replace function cmp_item_counts_fn() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    insert into cmp_item_counts (customer_id, owner_id, status, n) select customer_id, coalesce(owner_id, 0), status, -count(*) from old_rows group by 1, 2, 3
      on conflict (customer_id, owner_id, status) do update set n = cmp_item_counts.n + excluded.n;
  end if;
  if tg_op in ('UPDATE', 'INSERT') then
    insert into cmp_item_counts (customer_id, owner_id, status, n) select customer_id, coalesce(owner_id, 0), status, count(*) from new_rows group by 1, 2, 3
      on conflict (customer_id, owner_id, status) do update set n = cmp_item_counts.n + excluded.n;
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    delete from cmp_item_counts where n = 0 and customer_id in (select distinct customer_id from old_rows);
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger cmp_item_counts_ins after insert on cmp_items referencing new table as new_rows for each statement execute function cmp_item_counts_fn();
--> statement-breakpoint
create trigger cmp_item_counts_upd after update on cmp_items referencing old table as old_rows new table as new_rows for each statement execute function cmp_item_counts_fn();
--> statement-breakpoint
create trigger cmp_item_counts_del after delete on cmp_items referencing old table as old_rows for each statement execute function cmp_item_counts_fn();
--> statement-breakpoint
insert into cmp_item_counts (customer_id, owner_id, status, n) select customer_id, coalesce(owner_id, 0), status, count(*) from cmp_items group by 1, 2, 3;
--> statement-breakpoint
-- The re-check writes an update and a history row for each of up to tens of thousands of items
-- in one statement, and PostgreSQL checks a foreign key row by row (a third of its time). Those
-- rows are written from a join on the items and documents themselves, so the check adds nothing;
-- the cascades the keys gave are kept by the statement triggers below, one delete per statement.
-- (An update's customer is its item's customer: deleting a customer deletes its items.)
ALTER TABLE "cmp_updates" DROP CONSTRAINT IF EXISTS "cmp_updates_customer_id_fkey";
--> statement-breakpoint
ALTER TABLE "cmp_updates" DROP CONSTRAINT IF EXISTS "cmp_updates_item_id_fkey";
--> statement-breakpoint
ALTER TABLE "cmp_updates" DROP CONSTRAINT IF EXISTS "cmp_updates_doc_id_fkey";
--> statement-breakpoint
ALTER TABLE "cmp_item_history" DROP CONSTRAINT IF EXISTS "cmp_item_history_item_id_fkey";
--> statement-breakpoint
create or replace function cmp_items_gone_fn() returns trigger language plpgsql as $$
begin
  delete from cmp_updates where item_id in (select id from old_rows);
  delete from cmp_item_history where item_id in (select id from old_rows);
  return null;
end $$;
--> statement-breakpoint
create trigger cmp_items_gone after delete on cmp_items referencing old table as old_rows for each statement execute function cmp_items_gone_fn();
--> statement-breakpoint
create or replace function cmp_documents_gone_fn() returns trigger language plpgsql as $$
begin
  delete from cmp_updates where doc_id in (select id from old_rows);
  return null;
end $$;
--> statement-breakpoint
create trigger cmp_documents_gone after delete on lib_documents referencing old table as old_rows for each statement execute function cmp_documents_gone_fn();
--> statement-breakpoint
-- The re-check's "already pending?" test and an item's updates use one index.
DROP INDEX IF EXISTS "cmp_updates_item";
--> statement-breakpoint
CREATE INDEX "cmp_updates_item_clause" ON "cmp_updates" USING btree ("item_id","doc_id","anchor");
--> statement-breakpoint
-- The register list counts each page's open tasks by item.
CREATE INDEX "cmp_tasks_item" ON "cmp_tasks" USING btree ("item_id");
