-- A shopper's cancel under an Idempotency-Key in one call (issue 25, points 4 and 7;
-- docs/decisions/2026-11-29-request-cost.md), as an order is (0014): the key claimed, the order
-- cancelled with its stock back, and the order and its lines read for the answer, inside the
-- transaction the server opens, whose last round trip stores the answer and commits. It was
-- BEGIN, the claim, the cancel, the lines, the answer and COMMIT: six round trips, each built by
-- Drizzle. Without a key (key_scope NULL) it only cancels. The key's rules are 0014's.
-- outcome: 'cancelled' (the order, its lines, and each scent's stock now and what came back),
-- 'unchanged' (the shopper's order, paid or cancelled already: is_paid tells), 'not-found'
-- (none, or someone else's), or 'replay' (the key's stored answer, or none yet).
CREATE FUNCTION sillage_cancel_order_once(
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
    DELETE FROM idempotency_keys k WHERE k.scope = key_scope AND k.key = key_value
      AND (k.created_at < now() - make_interval(hours => key_ttl_hours) OR k.status_code IS NULL);
    INSERT INTO idempotency_keys (scope, key, request_hash) VALUES (key_scope, key_value, key_request_hash)
      ON CONFLICT DO NOTHING;
    IF NOT FOUND THEN
      SELECT k.status_code, k.response_body, k.request_hash INTO stored
        FROM idempotency_keys k WHERE k.scope = key_scope AND k.key = key_value;
      RETURN QUERY SELECT 'replay'::text, NULL::jsonb, NULL::jsonb, NULL::jsonb,
        stored.status_code, stored.response_body, stored.request_hash;
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
