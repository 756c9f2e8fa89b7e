-- An order under an Idempotency-Key in the order's own statement (docs/decisions/2026-11-26-keyed-orders.md,
-- 2026-11-29-lean-order-path.md, 2026-11-30-key-claim-on-its-index.md), called by
-- server/orders/place-order-once.ts. The key is claimed and answered by the call itself, on its
-- unique index (INSERT ... ON CONFLICT DO UPDATE WHERE expired or left without an answer), and the
-- order placed by sillage_place_order.sql; a refusal raises, and the claim goes with the rest of the
-- transaction. A key already answered returns its answer instead (one row, replay_status not null):
-- the order and its lines it placed, or the body a key answered before migration 0022 kept. Without
-- a key (key_scope NULL) it only places the order. Each line comes back with the scent's stock after
-- it, so the server can tell whether what a page shows of it changed.

-- Last applied by migration 0026_key-claim-on-its-index.
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
$$;
