-- The per-address index of migration 0011 held every unpaid order, so on a table without
-- statistics yet (a fresh database, before autovacuum's first ANALYZE) PostgreSQL planned the
-- shopper's unpaid-units count as a walk through all of it, filtered by shopper: every order read
-- every holding order of the shop (bench:orders, on a fresh database, fell from 0.55 to 0.35 of
-- the bare transaction). Holding only rows with an address, it is usable by no query that does
-- not name one; orders paid or cancelled have none (docs/decisions/2026-11-26-holds-per-address.md).
DROP INDEX "orders_address_holding_idx";--> statement-breakpoint
CREATE INDEX "orders_address_holding_idx" ON "orders" USING btree ("client_address","created_at","units") WHERE "orders"."client_address" is not null and "orders"."is_paid" = false and "orders"."cancelled_at" is null;