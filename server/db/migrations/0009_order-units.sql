-- An order carries its units (the sum of its lines' quantities), and the cap on a shopper's unpaid
-- units adds them up from one partial index of that shopper's orders still holding stock. Before,
-- the count joined order_items and PostgreSQL chose to scan every unpaid order of the shop, or
-- every line, for each new order: a cost that grew with the shop
-- (docs/decisions/2026-11-25-unpaid-units-index.md).
-- Added with a default (no rewrite of the table to add it), filled in from the lines, then the
-- default dropped: every order written from now on states its units. The fill-in rewrites each
-- order row while the migration holds the table: measured in the decision note.
ALTER TABLE "orders" ADD COLUMN "units" integer NOT NULL DEFAULT 0;--> statement-breakpoint
UPDATE "orders" o SET "units" = l."units"
  FROM (SELECT "order_id", sum("qty")::integer AS "units" FROM "order_items" GROUP BY "order_id") l
  WHERE l."order_id" = o."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "units" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "orders_user_holding_idx" ON "orders" USING btree ("user_id","created_at","units") WHERE "orders"."is_paid" = false and "orders"."cancelled_at" is null;--> statement-breakpoint
-- The function of migration 0008, counting units from the index and writing them with the order,
-- and holding the shopper with an advisory lock (the users row FOR KEY SHARE, not FOR UPDATE).
CREATE OR REPLACE FUNCTION sillage_place_order(
  order_id uuid, user_id uuid, user_name text, user_email text,
  shipping_address1 text, city text, postal_code text, state text, country text, phone_number text, payment_method text,
  product_ids uuid[], qtys integer[], item_ids uuid[],
  hold_seconds double precision, max_unpaid_units integer,
  free_shipping_above_cents integer, shipping_rate_percent integer, tax_rate_percent integer)
RETURNS TABLE (product_id uuid, name text, image text, price_cents integer, created_at timestamptz,
  items_cents integer, shipping_cents integer, tax_cents integer, total_cents integer)
LANGUAGE plpgsql AS $$
DECLARE
  held integer;
  asked integer;
  reserved record;
  names text[] := '{}';
  images text[] := '{}';
  prices integer[] := '{}';
  items bigint := 0;
  totals record;
  placed_at timestamptz;
BEGIN
  -- One shopper's orders are counted one after another: an advisory lock on the shopper, held to
  -- the end of the transaction (two-key form: a keyspace apart from the migrations' one-key lock).
  -- Their users row is then locked FOR KEY SHARE, as the order's foreign key would lock it anyway,
  -- but first, before any product: deleting an account locks that row and then the products its
  -- reviews rated, so an order locking products first could deadlock with it. KEY SHARE, not FOR
  -- UPDATE: two orders of different shoppers never wait on each other here.
  PERFORM pg_advisory_xact_lock(hashtext('sillage_place_order'), hashtext(sillage_place_order.user_id::text));
  PERFORM 1 FROM users u WHERE u.id = sillage_place_order.user_id FOR KEY SHARE;
  -- A range of orders_user_holding_idx: this shopper's orders still holding stock, nothing else.
  SELECT coalesce(sum(o.units), 0)::integer INTO held
    FROM orders o
    WHERE o.user_id = sillage_place_order.user_id AND NOT o.is_paid AND o.cancelled_at IS NULL
      AND o.created_at > now() - make_interval(secs => hold_seconds);
  SELECT coalesce(sum(q), 0)::integer INTO asked FROM unnest(qtys) AS q;
  IF held + asked > max_unpaid_units THEN
    RAISE EXCEPTION USING ERRCODE = 'SL003', MESSAGE = held::text;
  END IF;

  -- Lines come sorted by product id: two orders lock shared products in the same order.
  FOR i IN 1 .. coalesce(array_length(product_ids, 1), 0) LOOP
    UPDATE products p SET count_in_stock = p.count_in_stock - qtys[i]
      WHERE p.id = product_ids[i] AND p.count_in_stock >= qtys[i]
      RETURNING p.name, p.image, p.price_cents INTO reserved;
    IF NOT FOUND THEN
      SELECT p.name INTO reserved FROM products p WHERE p.id = product_ids[i];
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'SL001', MESSAGE = (i - 1)::text;
      END IF;
      RAISE EXCEPTION USING ERRCODE = 'SL002', MESSAGE = reserved.name;
    END IF;
    names := names || reserved.name;
    images := images || reserved.image;
    prices := prices || reserved.price_cents;
    items := items + reserved.price_cents::bigint * qtys[i];
  END LOOP;

  totals := sillage_basket_totals(items, free_shipping_above_cents, shipping_rate_percent, tax_rate_percent);
  INSERT INTO orders (id, user_id, user_name, user_email, shipping_address1, city, postal_code, state, country,
      phone_number, payment_method, items_cents, shipping_cents, tax_cents, total_cents, units)
    VALUES (order_id, user_id, user_name, user_email, shipping_address1, city, postal_code, state, country,
      phone_number, payment_method, items, totals.shipping_cents, totals.tax_cents, items + totals.shipping_cents + totals.tax_cents, asked)
    RETURNING orders.created_at INTO placed_at;
  INSERT INTO order_items (id, order_id, product_id, name, image, price_cents, qty)
    SELECT l.item_id, sillage_place_order.order_id, l.product_id, l.name, l.image, l.price_cents, l.qty
    FROM unnest(item_ids, product_ids, names, images, prices, qtys) AS l(item_id, product_id, name, image, price_cents, qty);

  RETURN QUERY SELECT l.product_id, l.name, l.image, l.price_cents, placed_at, items::integer,
      totals.shipping_cents::integer, totals.tax_cents::integer, (items + totals.shipping_cents + totals.tax_cents)::integer
    FROM unnest(product_ids, names, images, prices) AS l(product_id, name, image, price_cents);
END;
$$;
