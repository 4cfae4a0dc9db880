-- A customer made for demonstrations (the seeded demo company) is marked, so the
-- footer shows its service contact as 演示数据 rather than as a real address.
ALTER TABLE "customers" ADD COLUMN IF NOT EXISTS "demo" boolean DEFAULT false NOT NULL;
