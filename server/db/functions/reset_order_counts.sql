-- order_counts back to zero when orders is truncated (TRUNCATE fires no row trigger, so
-- count_orders.sql never hears of it).

-- Last applied by migration 0001_catalogue-version.
CREATE FUNCTION "reset_order_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "order_counts" SET "n" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Last applied by migration 0001_catalogue-version.
CREATE TRIGGER "orders_truncate_resets_counts" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "reset_order_counts"();
