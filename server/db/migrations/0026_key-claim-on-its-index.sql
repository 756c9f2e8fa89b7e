-- A key claimed by one statement on its unique index (issue 25, point 7;
-- docs/decisions/2026-11-30-key-claim-on-its-index.md). 0022's functions freed an expired or
-- abandoned key with a DELETE before their INSERT: a statement of its own whose plan PL/pgSQL keeps
-- per connection, made while the key table was small (a fresh database, or statistics taken while
-- it was empty) as a scan of the whole table, and kept while the table grew with every order (24 h
-- of keys): 0.06 ms an order at first, 0.87 ms with 6,300 keys. Now the INSERT claims the key, or
-- takes it back when it has expired or was left without an answer (ON CONFLICT ... DO UPDATE ...
-- WHERE), through the primary key's index whatever the statistics say, and there is no DELETE on
-- the way of a new key. A key still answering is locked, not changed, and the call reads its
-- answer; that read, and a refused cancel's DELETE of its key, are planned on each call (EXECUTE),
-- so that they too find the key through its index once the table has grown.
CREATE OR REPLACE FUNCTION sillage_place_order_once(
  key_scope text, key_value text, key_request_hash text, key_ttl_hours integer,
  order_id uuid, user_id uuid, user_name text, user_email text,
  shipping_address1 text, city text, postal_code text, state text, country text, phone_number text, payment_method text,
  product_ids uuid[], qtys integer[], item_ids uuid[],
  hold_seconds double precision, max_unpaid_units integer,
  free_shipping_above_cents integer, shipping_rate_percent integer, tax_rate_percent integer,
  client_address text, max_unpaid_units_new_account integer, max_unpaid_units_per_address integer, max_share_percent integer)
RETURNS TABLE (product_id uuid, name text, image text, price_cents integer, created_at timestamptz,
  items_cents integer, shipping_cents integer, tax_cents integer, total_cents integer, stock_after integer,
  replay_status integer, replay_body text, replay_hash text, replay_order jsonb, replay_items jsonb)
LANGUAGE plpgsql AS $$
DECLARE
  stored record;
BEGIN
  IF key_scope IS NOT NULL THEN
    INSERT INTO idempotency_keys AS k (scope, key, request_hash, status_code, order_id)
      VALUES (key_scope, key_value, key_request_hash, 201, sillage_place_order_once.order_id)
      ON CONFLICT ON CONSTRAINT idempotency_keys_scope_key_pk DO UPDATE
        SET request_hash = excluded.request_hash, status_code = excluded.status_code, order_id = excluded.order_id,
          response_body = NULL, created_at = now()
        WHERE k.created_at < now() - make_interval(hours => key_ttl_hours) OR k.status_code IS NULL;
    IF NOT FOUND THEN
      -- Planned for each replay (EXECUTE), on the table as it is then: a plan kept from a small table reads it all.
      EXECUTE 'SELECT k.status_code, k.response_body, k.request_hash, k.order_id AS placed
        FROM idempotency_keys k WHERE k.scope = $1 AND k.key = $2' INTO stored USING key_scope, key_value;
      RETURN QUERY SELECT NULL::uuid, NULL::text, NULL::text, NULL::integer, NULL::timestamptz,
        NULL::integer, NULL::integer, NULL::integer, NULL::integer, NULL::integer,
        stored.status_code, stored.response_body, stored.request_hash,
        (SELECT to_jsonb(o) FROM orders o WHERE o.id = stored.placed),
        (SELECT coalesce(jsonb_agg(to_jsonb(i)), '[]'::jsonb) FROM order_items i WHERE i.order_id = stored.placed);
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT o.product_id, o.name, o.image, o.price_cents, o.created_at, o.items_cents, o.shipping_cents,
      o.tax_cents, o.total_cents,
      (SELECT p.count_in_stock FROM products p WHERE p.id = o.product_id), NULL::integer, NULL::text, NULL::text,
      NULL::jsonb, NULL::jsonb
    FROM sillage_place_order(sillage_place_order_once.order_id, user_id, user_name, user_email,
      shipping_address1, city, postal_code, state, country, phone_number, payment_method,
      product_ids, qtys, item_ids, hold_seconds, max_unpaid_units,
      free_shipping_above_cents, shipping_rate_percent, tax_rate_percent,
      client_address, max_unpaid_units_new_account, max_unpaid_units_per_address, max_share_percent) o;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sillage_cancel_order_once(
  key_scope text, key_value text, key_request_hash text, key_ttl_hours integer,
  cancel_order_id uuid, cancel_user_id uuid)
RETURNS TABLE (outcome text, order_row jsonb, item_rows jsonb, restocked jsonb,
  replay_status integer, replay_body text, replay_hash text)
LANGUAGE plpgsql AS $$
DECLARE
  stored record;
  found_order jsonb;
  returned jsonb;
BEGIN
  IF key_scope IS NOT NULL THEN
    INSERT INTO idempotency_keys AS k (scope, key, request_hash, status_code, order_id)
      VALUES (key_scope, key_value, key_request_hash, 200, cancel_order_id)
      ON CONFLICT ON CONSTRAINT idempotency_keys_scope_key_pk DO UPDATE
        SET request_hash = excluded.request_hash, status_code = excluded.status_code, order_id = excluded.order_id,
          response_body = NULL, created_at = now()
        WHERE k.created_at < now() - make_interval(hours => key_ttl_hours) OR k.status_code IS NULL;
    IF NOT FOUND THEN
      -- Planned for each replay (EXECUTE), on the table as it is then: a plan kept from a small table reads it all.
      EXECUTE 'SELECT k.status_code, k.response_body, k.request_hash, k.order_id AS answered
        FROM idempotency_keys k WHERE k.scope = $1 AND k.key = $2' INTO stored USING key_scope, key_value;
      RETURN QUERY SELECT 'replay'::text,
        (SELECT to_jsonb(o) FROM orders o WHERE o.id = stored.answered),
        (SELECT coalesce(jsonb_agg(to_jsonb(i)), '[]'::jsonb) FROM order_items i WHERE i.order_id = stored.answered),
        NULL::jsonb, stored.status_code, stored.response_body, stored.request_hash;
      RETURN;
    END IF;
  END IF;
  -- The shopper's own order, still holding stock: cancelled, its stock back in the same
  -- statement, the scents locked in id order as placing an order locks them (order-holds.ts
  -- restockStatement: an order and a cancel never deadlock each other).
  WITH cancelled AS (
    UPDATE orders o SET cancelled_at = now(), cancelled_by = 'shopper', client_address = NULL
    WHERE o.id = cancel_order_id AND o.user_id = cancel_user_id AND o.is_paid = false AND o.cancelled_at IS NULL
    RETURNING o.*
  ), lines AS (
    SELECT i.product_id, sum(i.qty)::int AS qty FROM order_items i
    WHERE i.order_id IN (SELECT id FROM cancelled) AND i.product_id IS NOT NULL
    GROUP BY i.product_id
  ), locked AS (
    SELECT p.id FROM products p WHERE p.id IN (SELECT product_id FROM lines) ORDER BY p.id FOR UPDATE
  ), back AS (
    UPDATE products p SET count_in_stock = p.count_in_stock + l.qty
    FROM lines l, locked k WHERE p.id = l.product_id AND k.id = p.id
    RETURNING p.id, p.count_in_stock, l.qty
  )
  SELECT to_jsonb(c), (SELECT coalesce(jsonb_agg(jsonb_build_object('id', b.id, 'count_in_stock', b.count_in_stock, 'qty', b.qty)), '[]'::jsonb) FROM back b)
    INTO found_order, returned FROM cancelled c;
  IF found_order IS NULL THEN
    SELECT to_jsonb(o) INTO found_order FROM orders o WHERE o.id = cancel_order_id AND o.user_id = cancel_user_id;
    -- Refused (404, or 400 for a paid order): the key is free again, as the request changed nothing.
    IF key_scope IS NOT NULL AND (found_order IS NULL OR (found_order ->> 'is_paid')::boolean) THEN
      EXECUTE 'DELETE FROM idempotency_keys k WHERE k.scope = $1 AND k.key = $2' USING key_scope, key_value;
    END IF;
    IF found_order IS NULL THEN
      RETURN QUERY SELECT 'not-found'::text, NULL::jsonb, NULL::jsonb, NULL::jsonb, NULL::integer, NULL::text, NULL::text;
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT CASE WHEN returned IS NULL THEN 'unchanged' ELSE 'cancelled' END, found_order,
    (SELECT coalesce(jsonb_agg(to_jsonb(i)), '[]'::jsonb) FROM order_items i WHERE i.order_id = cancel_order_id),
    returned, NULL::integer, NULL::text, NULL::text;
END;
$$;
