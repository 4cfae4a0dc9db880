-- Issue 12 speed, second pass: the register's keyword search and its sort by code on indexes.
--
-- Keyword: the register matches `title ILIKE '%kw%' OR code ILIKE '%kw%'` of the obligation. A
-- customer's 10,000 items were joined to their obligations and every title tested. pg_trgm is
-- not used (it cuts Chinese text into no trigrams under the C locale, and is not in every
-- PostgreSQL install), so the obligations get a GIN index over the one- and two-character
-- pieces of their lowercased code and title: every piece of the keyword must be there, which
-- narrows the obligations to a handful before the ILIKE (kept, so the matches are exactly the
-- same) and the join to the customer's items. lower() is the function ILIKE folds case with.
create or replace function cmp_grams(t text) returns text[] language sql immutable parallel safe as $$
  select coalesce(array_agg(distinct g), '{}'::text[]) from (
    select substr(x.l, i, 1) as g from (select lower(t) as l) x, generate_series(1, length(x.l)) i
    union all
    select substr(x.l, i, 2) from (select lower(t) as l) x, generate_series(1, length(x.l) - 1) i
  ) s
$$;
--> statement-breakpoint
-- The pieces a keyword must find: two-character pieces covering it, every other one and the
-- last (a one-character keyword: itself). Fewer pieces mean fewer posting lists for the index
-- to intersect; the ILIKE after it removes what the pieces let through.
create or replace function cmp_key_grams(k text) returns text[] language sql immutable parallel safe as $$
  select case when length(k) < 2 then array[lower(k)]
    else (select array_agg(distinct substr(x.l, i, 2)) from (select lower(k) as l) x, generate_series(1, length(x.l) - 1) i
          where i % 2 = 1 or i = length(x.l) - 1) end
$$;
--> statement-breakpoint
-- Stored, not an index expression: when the planner starts from the items instead (a keyword in
-- most titles), each row's test then reads the array instead of cutting the text again.
ALTER TABLE "cmp_obligations" ADD COLUMN "grams" text[] GENERATED ALWAYS AS (cmp_grams("code" || E'\n' || "title")) STORED;
--> statement-breakpoint
CREATE INDEX "cmp_obligations_grams" ON "cmp_obligations" USING gin ("grams");
--> statement-breakpoint
-- Sort by code: the code lives on the obligation, so a page sorted by it joined and sorted all
-- 10,000 items of the customer. Each item now carries its obligation's code (kept by the two
-- triggers below), and an index gives the customer's items in code order.
ALTER TABLE "cmp_items" ADD COLUMN "code" text DEFAULT '' NOT NULL;
--> statement-breakpoint
update cmp_items i set code = o.code from cmp_obligations o where o.id = i.obligation_id and o.code <> '';
--> statement-breakpoint
create or replace function cmp_items_code_fn() returns trigger language plpgsql as $$
begin
  new.code := coalesce((select o.code from cmp_obligations o where o.id = new.obligation_id), '');
  return new;
end $$;
--> statement-breakpoint
create trigger cmp_items_code before insert or update of obligation_id on cmp_items for each row execute function cmp_items_code_fn();
--> statement-breakpoint
create or replace function cmp_obligations_code_fn() returns trigger language plpgsql as $$
begin
  update cmp_items set code = new.code where obligation_id = new.id;
  return null;
end $$;
--> statement-breakpoint
create trigger cmp_obligations_code after update of code on cmp_obligations for each row when (old.code is distinct from new.code) execute function cmp_obligations_code_fn();
--> statement-breakpoint
CREATE INDEX "cmp_items_customer_code" ON "cmp_items" USING btree ("customer_id","code","id");
