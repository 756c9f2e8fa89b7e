-- Placing an order in one statement (server/orders/place-order.ts; docs/decisions/2026-11-25-order-round-trips.md).
-- Each statement in a PL/pgSQL function takes a fresh snapshot (READ COMMITTED), so the shopper's
-- unpaid units are counted after their row lock is held, as when these were separate statements.
-- The pricing constants come from domain/pricing.ts as arguments; the formula is the same as
-- there (half up to the cent), held equal by server/orders/order-pricing-sql.api.test.ts.
CREATE FUNCTION sillage_basket_totals(items_cents bigint, free_shipping_above_cents integer, shipping_rate_percent integer, tax_rate_percent integer,
  OUT shipping_cents bigint, OUT tax_cents bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN items_cents > free_shipping_above_cents THEN 0 ELSE (items_cents * shipping_rate_percent + 50) / 100 END,
         (items_cents * tax_rate_percent + 50) / 100
$$;
--> statement-breakpoint
-- Errors the server turns into answers: SL001 no such product (MESSAGE: the line's index), SL002
-- not enough stock (MESSAGE: the product's name), SL003 the unpaid-units cap (MESSAGE: units held).
CREATE FUNCTION sillage_place_order(
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
  -- One shopper's orders are counted one after another.
  PERFORM 1 FROM users u WHERE u.id = sillage_place_order.user_id FOR UPDATE;
  SELECT coalesce(sum(oi.qty), 0)::integer INTO held
    FROM orders o JOIN order_items oi ON oi.order_id = o.id
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
      phone_number, payment_method, items_cents, shipping_cents, tax_cents, total_cents)
    VALUES (order_id, user_id, user_name, user_email, shipping_address1, city, postal_code, state, country,
      phone_number, payment_method, items, totals.shipping_cents, totals.tax_cents, items + totals.shipping_cents + totals.tax_cents)
    RETURNING orders.created_at INTO placed_at;
  INSERT INTO order_items (id, order_id, product_id, name, image, price_cents, qty)
    SELECT l.item_id, sillage_place_order.order_id, l.product_id, l.name, l.image, l.price_cents, l.qty
    FROM unnest(item_ids, product_ids, names, images, prices, qtys) AS l(item_id, product_id, name, image, price_cents, qty);

  RETURN QUERY SELECT l.product_id, l.name, l.image, l.price_cents, placed_at, items::integer,
      totals.shipping_cents::integer, totals.tax_cents::integer, (items + totals.shipping_cents + totals.tax_cents)::integer
    FROM unnest(product_ids, names, images, prices) AS l(product_id, name, image, price_cents);
END;
$$;
