-- Placing an order in one statement (docs/decisions/2026-11-25-order-round-trips.md), called by
-- sillage_place_order_once.sql: the shopper and their address held (advisory locks, always in this
-- order and before any product), their unpaid units counted against the caps (the shopper's, a new
-- account's, the address's: docs/decisions/2026-11-26-holds-per-address.md), stock reserved line by
-- line by conditional UPDATEs, the address's share of a scent that is low checked, the totals
-- (sillage_basket_totals.sql), the order and its lines written. Each statement of the function takes
-- a fresh snapshot (READ COMMITTED), so units are counted after the locks are held. Refusals the
-- server turns into answers (server/orders/place-order.ts): SL001 no such product, or a draft
-- (MESSAGE: the line's index), SL002 not enough stock (the product's name), SL003 the unpaid-units
-- cap (units held), SL004 an account that has never paid past its smaller cap (units held), SL005
-- the client address past its cap (units it holds), SL006 the address past its share of a scent
-- ('<units it may hold>:<the scent's name>').

-- Last applied by migration 0018_product-drafts.
CREATE OR REPLACE FUNCTION sillage_place_order(
  order_id uuid, user_id uuid, user_name text, user_email text,
  shipping_address1 text, city text, postal_code text, state text, country text, phone_number text, payment_method text,
  product_ids uuid[], qtys integer[], item_ids uuid[],
  hold_seconds double precision, max_unpaid_units integer,
  free_shipping_above_cents integer, shipping_rate_percent integer, tax_rate_percent integer,
  client_address text, max_unpaid_units_new_account integer, max_unpaid_units_per_address integer, max_share_percent integer)
RETURNS TABLE (product_id uuid, name text, image text, price_cents integer, created_at timestamptz,
  items_cents integer, shipping_cents integer, tax_cents integer, total_cents integer)
LANGUAGE plpgsql AS $$
DECLARE
  since timestamptz := now() - make_interval(secs => hold_seconds);
  held integer;
  held_here integer;
  asked integer;
  -- Whether the account has paid for an order before: looked up only when a cap needs it.
  paid_before boolean;
  on_sale integer;
  own integer;
  allowed integer;
  reserved record;
  names text[] := '{}';
  images text[] := '{}';
  prices integer[] := '{}';
  items bigint := 0;
  totals record;
  placed_at timestamptz;
BEGIN
  -- The shopper, then their address, each held to the end of the transaction (two-key advisory
  -- locks, a keyspace each): one party's orders are counted one after another. Always in this
  -- order, and before any product, so two orders never wait on each other in a circle.
  PERFORM pg_advisory_xact_lock(hashtext('sillage_place_order'), hashtext(sillage_place_order.user_id::text));
  PERFORM pg_advisory_xact_lock(hashtext('sillage_place_order_address'), hashtext(sillage_place_order.client_address));
  -- FOR KEY SHARE before any product: see migration 0009.
  PERFORM 1 FROM users u WHERE u.id = sillage_place_order.user_id FOR KEY SHARE;

  SELECT coalesce(sum(q), 0)::integer INTO asked FROM unnest(qtys) AS q;
  -- A range of orders_user_holding_idx: this shopper's orders still holding stock.
  SELECT coalesce(sum(o.units), 0)::integer INTO held
    FROM orders o
    WHERE o.user_id = sillage_place_order.user_id AND NOT o.is_paid AND o.cancelled_at IS NULL AND o.created_at > since;
  IF held + asked > max_unpaid_units THEN
    RAISE EXCEPTION USING ERRCODE = 'SL003', MESSAGE = held::text;
  END IF;
  IF held + asked > max_unpaid_units_new_account THEN
    paid_before := EXISTS (SELECT 1 FROM orders o WHERE o.user_id = sillage_place_order.user_id AND o.is_paid);
    IF NOT paid_before THEN
      RAISE EXCEPTION USING ERRCODE = 'SL004', MESSAGE = held::text;
    END IF;
  END IF;
  -- A range of orders_address_holding_idx: this address's orders still holding stock, any account.
  SELECT coalesce(sum(o.units), 0)::integer INTO held_here
    FROM orders o
    WHERE o.client_address = sillage_place_order.client_address AND NOT o.is_paid AND o.cancelled_at IS NULL AND o.created_at > since;
  IF held_here + asked > max_unpaid_units_per_address THEN
    RAISE EXCEPTION USING ERRCODE = 'SL005', MESSAGE = held_here::text;
  END IF;

  -- Lines come sorted by product id: two orders lock shared products in the same order.
  FOR i IN 1 .. coalesce(array_length(product_ids, 1), 0) LOOP
    UPDATE products p SET count_in_stock = p.count_in_stock - qtys[i]
      WHERE p.id = product_ids[i] AND p.is_published AND p.count_in_stock >= qtys[i]
      RETURNING p.name, p.image, p.price_cents, p.count_in_stock INTO reserved;
    IF NOT FOUND THEN
      -- A draft is no product to a shopper: refused as an unknown one.
      SELECT p.name INTO reserved FROM products p WHERE p.id = product_ids[i] AND p.is_published;
      IF NOT FOUND THEN
        RAISE EXCEPTION USING ERRCODE = 'SL001', MESSAGE = (i - 1)::text;
      END IF;
      RAISE EXCEPTION USING ERRCODE = 'SL002', MESSAGE = reserved.name;
    END IF;
    -- The address's share of this scent: what it holds of it, at most max_share_percent of what
    -- it holds plus what is on sale. What it holds of it is at most all it holds, so while that
    -- is within the share of what was on sale (a scent not low) nothing more is read.
    on_sale := reserved.count_in_stock + qtys[i];
    IF held_here + qtys[i] > on_sale * max_share_percent / 100 THEN
      SELECT coalesce(sum(oi.qty), 0)::integer INTO own
        FROM orders o JOIN order_items oi ON oi.order_id = o.id
        WHERE o.client_address = sillage_place_order.client_address AND NOT o.is_paid AND o.cancelled_at IS NULL
          AND o.created_at > since AND oi.product_id = product_ids[i];
      allowed := (on_sale + own) * max_share_percent / 100;
      -- Under one unit (fewer than 100 / max_share_percent left): one for an account that has
      -- paid for an order before, none for an account that never has.
      IF allowed < 1 THEN
        IF paid_before IS NULL THEN
          paid_before := EXISTS (SELECT 1 FROM orders o WHERE o.user_id = sillage_place_order.user_id AND o.is_paid);
        END IF;
        IF paid_before THEN
          allowed := 1;
        END IF;
      END IF;
      IF own + qtys[i] > allowed THEN
        RAISE EXCEPTION USING ERRCODE = 'SL006', MESSAGE = allowed::text || ':' || reserved.name;
      END IF;
    END IF;
    names := names || reserved.name;
    images := images || reserved.image;
    prices := prices || reserved.price_cents;
    items := items + reserved.price_cents::bigint * qtys[i];
  END LOOP;

  totals := sillage_basket_totals(items, free_shipping_above_cents, shipping_rate_percent, tax_rate_percent);
  INSERT INTO orders (id, user_id, user_name, user_email, shipping_address1, city, postal_code, state, country,
      phone_number, payment_method, items_cents, shipping_cents, tax_cents, total_cents, units, client_address)
    VALUES (order_id, user_id, user_name, user_email, shipping_address1, city, postal_code, state, country,
      phone_number, payment_method, items, totals.shipping_cents, totals.tax_cents, items + totals.shipping_cents + totals.tax_cents, asked,
      sillage_place_order.client_address)
    RETURNING orders.created_at INTO placed_at;
  INSERT INTO order_items (id, order_id, product_id, name, image, price_cents, qty)
    SELECT l.item_id, sillage_place_order.order_id, l.product_id, l.name, l.image, l.price_cents, l.qty
    FROM unnest(item_ids, product_ids, names, images, prices, qtys) AS l(item_id, product_id, name, image, price_cents, qty);

  RETURN QUERY SELECT l.product_id, l.name, l.image, l.price_cents, placed_at, items::integer,
      totals.shipping_cents::integer, totals.tax_cents::integer, (items + totals.shipping_cents + totals.tax_cents)::integer
    FROM unnest(product_ids, names, images, prices) AS l(product_id, name, image, price_cents);
END;
$$;--> statement-breakpoint

-- The 19-argument version, without the address's caps or the drafts: migration 0011 kept it for
-- instances of the previous release during a rolling deploy and said a later migration would drop
-- it. None has: it is still in the database, and the server does not call it. Its comment on FOR
-- KEY SHARE is the one the version above means by "see migration 0009".
-- Last applied by migration 0009_order-units.
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
