-- An order under an Idempotency-Key in the order's own statement (issue 25, point 7;
-- docs/decisions/2026-11-26-keyed-orders.md): the key is claimed and the order placed by one call,
-- inside the transaction the server opens, whose last round trip stores the answer and commits.
-- Without a key (key_scope NULL) it only places the order. Each line comes back with the scent's
-- stock after it, so the server can tell whether what a page shows of it changed
-- (docs/decisions/2026-11-26-stock-changes-drop-what-they-change.md).
-- The rules are the middleware's (server/idempotency/idempotency.ts): a key past its time, or left
-- without an answer by a release that claimed keys outside the write's transaction, is free again;
-- a key another transaction is claiming is waited for on its unique index; a key already answered
-- returns that answer (one row, replay_status not null) and places nothing.
CREATE FUNCTION sillage_place_order_once(
  key_scope text, key_value text, key_request_hash text, key_ttl_hours integer,
  order_id uuid, user_id uuid, user_name text, user_email text,
  shipping_address1 text, city text, postal_code text, state text, country text, phone_number text, payment_method text,
  product_ids uuid[], qtys integer[], item_ids uuid[],
  hold_seconds double precision, max_unpaid_units integer,
  free_shipping_above_cents integer, shipping_rate_percent integer, tax_rate_percent integer,
  client_address text, max_unpaid_units_new_account integer, max_unpaid_units_per_address integer, max_share_percent integer)
RETURNS TABLE (product_id uuid, name text, image text, price_cents integer, created_at timestamptz,
  items_cents integer, shipping_cents integer, tax_cents integer, total_cents integer, stock_after integer,
  replay_status integer, replay_body text, replay_hash text)
LANGUAGE plpgsql AS $$
DECLARE
  stored record;
BEGIN
  IF key_scope IS NOT NULL THEN
    DELETE FROM idempotency_keys k WHERE k.scope = key_scope AND k.key = key_value
      AND (k.created_at < now() - make_interval(hours => key_ttl_hours) OR k.status_code IS NULL);
    INSERT INTO idempotency_keys (scope, key, request_hash) VALUES (key_scope, key_value, key_request_hash)
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT k.status_code, k.response_body, k.request_hash INTO stored
        FROM idempotency_keys k WHERE k.scope = key_scope AND k.key = key_value;
      RETURN QUERY SELECT NULL::uuid, NULL::text, NULL::text, NULL::integer, NULL::timestamptz,
        NULL::integer, NULL::integer, NULL::integer, NULL::integer, NULL::integer,
        stored.status_code, stored.response_body, stored.request_hash;
      RETURN;
    END IF;
  END IF;
  RETURN QUERY SELECT o.product_id, o.name, o.image, o.price_cents, o.created_at, o.items_cents, o.shipping_cents,
      o.tax_cents, o.total_cents, p.count_in_stock, NULL::integer, NULL::text, NULL::text
    FROM sillage_place_order(order_id, user_id, user_name, user_email,
      shipping_address1, city, postal_code, state, country, phone_number, payment_method,
      product_ids, qtys, item_ids, hold_seconds, max_unpaid_units,
      free_shipping_above_cents, shipping_rate_percent, tax_rate_percent,
      client_address, max_unpaid_units_new_account, max_unpaid_units_per_address, max_share_percent) o
    JOIN products p ON p.id = o.product_id;
END;
$$;
