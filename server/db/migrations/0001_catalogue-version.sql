-- pg_trgm ships with PostgreSQL (contrib; a trusted extension) and with PGlite (loaded in client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "catalogue_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "order_counts" (
	"is_paid" boolean NOT NULL,
	"is_delivered" boolean NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_counts_is_paid_is_delivered_pk" PRIMARY KEY("is_paid","is_delivered")
);
--> statement-breakpoint
DROP INDEX "orders_created_idx";--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("is_paid","is_delivered","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Bumps the catalogue version once per transaction that changed products or reviews, at commit
-- time (the triggers below are deferred), so the one-row lock is held only from commit to end
-- of commit and never while the transaction still waits on product rows: no deadlock with
-- order placement, which locks products one by one. pg_notify is delivered at commit too.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF current_setting('sillage.catalogue_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('sillage.catalogue_bumped', 'on', true);
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
    PERFORM pg_notify('catalogue_changed', next_version::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
-- TRUNCATE fires no row trigger; it is rare enough to bump at once.
CREATE TRIGGER "products_truncate_bumps_catalogue_version" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
CREATE TRIGGER "reviews_truncate_bumps_catalogue_version" AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
-- Keeps order_counts in step with orders: one row per paid/delivered state. Deferred to commit
-- for the same reason as the catalogue version: the hot rows are locked only while committing.
-- One UPDATE for both rows a change touches, so two transactions lock them in the same order.
CREATE FUNCTION "count_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_paid boolean;
  old_delivered boolean;
  new_paid boolean;
  new_delivered boolean;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    old_paid := OLD."is_paid";
    old_delivered := OLD."is_delivered";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    new_paid := NEW."is_paid";
    new_delivered := NEW."is_delivered";
  END IF;
  IF TG_OP = 'UPDATE' AND old_paid = new_paid AND old_delivered = new_delivered THEN
    RETURN NULL;
  END IF;
  UPDATE "order_counts" SET "n" = "n"
    + CASE WHEN "is_paid" = new_paid AND "is_delivered" = new_delivered THEN 1 ELSE 0 END
    - CASE WHEN "is_paid" = old_paid AND "is_delivered" = old_delivered THEN 1 ELSE 0 END
  WHERE ("is_paid" = new_paid AND "is_delivered" = new_delivered) OR ("is_paid" = old_paid AND "is_delivered" = old_delivered);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "reset_order_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_counts" SET "n" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_count" AFTER INSERT OR UPDATE OF "is_paid", "is_delivered" OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_orders"();--> statement-breakpoint
CREATE TRIGGER "orders_truncate_resets_counts" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "reset_order_counts"();--> statement-breakpoint
-- After the trigger exists (CREATE TRIGGER locked the table), so no order is counted twice or missed.
INSERT INTO "order_counts" ("is_paid", "is_delivered", "n")
SELECT s.paid, s.delivered, (SELECT count(*) FROM "orders" o WHERE o."is_paid" = s.paid AND o."is_delivered" = s.delivered)
FROM (VALUES (false, false), (false, true), (true, false), (true, true)) AS s(paid, delivered);