-- Keeps order_counts in step with orders: one row per paid/delivered state, so the admin list's
-- total is four rows away instead of a count over every order (server/orders/order-counts.ts).
-- Deferred to commit for the same reason as the catalogue version (bump_catalogue_version.sql): the
-- hot rows are locked only while committing. One UPDATE for both rows a change touches, so two
-- transactions lock them in the same order. reset_order_counts.sql handles TRUNCATE.

-- Last applied by migration 0001_catalogue-version.
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

-- Last applied by migration 0001_catalogue-version.
CREATE CONSTRAINT TRIGGER "orders_count" AFTER INSERT OR UPDATE OF "is_paid", "is_delivered" OR DELETE ON "orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "count_orders"();
