-- A shopper's cancel under an Idempotency-Key in one call (docs/decisions/2026-11-29-request-cost.md),
-- as an order is (sillage_place_order_once.sql), called by server/orders/cancel-order-once.ts: the key
-- claimed on its unique index, the shopper's order cancelled with its stock back (the scents locked
-- in id order, as placing an order locks them), and the order and its lines read for the answer. A
-- refusal the call finds itself (no such order of the shopper's, or one paid already) frees the key
-- it claimed. Without a key (key_scope NULL) it only cancels. outcome: 'cancelled' (the order, its
-- lines, and each scent's stock now and what came back), 'unchanged' (the shopper's order, paid or
-- cancelled already: is_paid tells), 'not-found' (none, or someone else's), or 'replay' (the key's
-- answer: the order and its lines, or the body a key answered before migration 0022 kept).

-- Last applied by migration 0026_key-claim-on-its-index.
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
