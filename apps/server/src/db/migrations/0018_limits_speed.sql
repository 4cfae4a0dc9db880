-- Limits at scale (500,000 rows): counts kept beside the table so that a search's
-- totals per jurisdiction and the category tree's counts read a few hundred small rows instead
-- of counting every matching limit on each request; indexes whose order is the result pages'
-- order (jurisdiction, then id), so a page reads only the rows it shows.
CREATE TABLE "lim_food_counts" (
	"food_node_id" integer NOT NULL,
	"jurisdiction" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lim_food_counts_pk" PRIMARY KEY("food_node_id","jurisdiction")
);
--> statement-breakpoint
CREATE TABLE "lim_substance_counts" (
	"substance_id" integer NOT NULL,
	"jurisdiction" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "lim_substance_counts_pk" PRIMARY KEY("substance_id","jurisdiction")
);
--> statement-breakpoint
INSERT INTO "lim_food_counts" ("food_node_id", "jurisdiction", "n") SELECT "food_node_id", "jurisdiction", count(*) FROM "lim_limits" GROUP BY 1, 2;
--> statement-breakpoint
INSERT INTO "lim_substance_counts" ("substance_id", "jurisdiction", "n") SELECT "substance_id", "jurisdiction", count(*) FROM "lim_limits" GROUP BY 1, 2;
--> statement-breakpoint
-- One statement-level function for insert, update and delete: the rows a statement added count +1,
-- those it removed -1 (an update is both), so bulk imports cost one grouped upsert per statement.
create or replace function lim_limits_counts_fn() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into lim_food_counts as c (food_node_id, jurisdiction, n) select food_node_id, jurisdiction, count(*) from new_rows group by 1, 2
      on conflict (food_node_id, jurisdiction) do update set n = c.n + excluded.n;
    insert into lim_substance_counts as c (substance_id, jurisdiction, n) select substance_id, jurisdiction, count(*) from new_rows group by 1, 2
      on conflict (substance_id, jurisdiction) do update set n = c.n + excluded.n;
  elsif tg_op = 'DELETE' then
    insert into lim_food_counts as c (food_node_id, jurisdiction, n) select food_node_id, jurisdiction, -count(*) from old_rows group by 1, 2
      on conflict (food_node_id, jurisdiction) do update set n = c.n + excluded.n;
    insert into lim_substance_counts as c (substance_id, jurisdiction, n) select substance_id, jurisdiction, -count(*) from old_rows group by 1, 2
      on conflict (substance_id, jurisdiction) do update set n = c.n + excluded.n;
    delete from lim_food_counts where n <= 0;
    delete from lim_substance_counts where n <= 0;
  else
    -- Most updates (corrections, document links) move no row between counts: nothing is written then.
    insert into lim_food_counts as c (food_node_id, jurisdiction, n)
      select food_node_id, jurisdiction, sum(d) from (select food_node_id, jurisdiction, 1 as d from new_rows union all select food_node_id, jurisdiction, -1 from old_rows) x
       group by 1, 2 having sum(d) <> 0
      on conflict (food_node_id, jurisdiction) do update set n = c.n + excluded.n;
    insert into lim_substance_counts as c (substance_id, jurisdiction, n)
      select substance_id, jurisdiction, sum(d) from (select substance_id, jurisdiction, 1 as d from new_rows union all select substance_id, jurisdiction, -1 from old_rows) x
       group by 1, 2 having sum(d) <> 0
      on conflict (substance_id, jurisdiction) do update set n = c.n + excluded.n;
    delete from lim_food_counts where n <= 0;
    delete from lim_substance_counts where n <= 0;
  end if;
  return null;
end $$;
--> statement-breakpoint
create trigger lim_limits_counts_ins after insert on lim_limits referencing new table as new_rows for each statement execute function lim_limits_counts_fn();
--> statement-breakpoint
create trigger lim_limits_counts_upd after update on lim_limits referencing old table as old_rows new table as new_rows for each statement execute function lim_limits_counts_fn();
--> statement-breakpoint
create trigger lim_limits_counts_del after delete on lim_limits referencing old table as old_rows for each statement execute function lim_limits_counts_fn();
--> statement-breakpoint
-- Pages in the default order (jurisdiction, id) per food node and per substance: an index scan
-- per (node or substance, jurisdiction) pair stops after the page's rows.
DROP INDEX IF EXISTS "lim_limits_substance";
--> statement-breakpoint
CREATE INDEX "lim_limits_substance_order" ON "lim_limits" USING btree ("substance_id","jurisdiction","id");
--> statement-breakpoint
CREATE INDEX "lim_limits_food_order" ON "lim_limits" USING btree ("food_node_id","jurisdiction","id");
