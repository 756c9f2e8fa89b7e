-- The statements every order runs, made lean (issue 25, point 7; docs/decisions/2026-11-29-lean-order-path.md).
--
-- 1. A keyed order read each line's stock after it by joining the set sillage_place_order returns
--    to products. The planner takes a set-returning function for 1,000 rows, so every order built
--    a hash of the whole products table (and read its dead versions, three per order, between
--    vacuums). Each line's stock is now looked up by its key.
--
-- 2. products_update_bumps_catalogue_version (0015) evaluated its WHEN, a whole-row to_jsonb of
--    the old and the new row, on every stock UPDATE: three per order, for a condition a stock-only
--    UPDATE always fails. The trigger now names the columns it watches (every column but
--    count_in_stock), so an UPDATE that sets only the stock never reaches it; the WHEN still
--    tells a real change from a SET to the same value. A test holds this list equal to the
--    table's columns (server/db/lean-order-path.api.test.ts): a column added later must be added here.

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
      o.tax_cents, o.total_cents,
      (SELECT p.count_in_stock FROM products p WHERE p.id = o.product_id), NULL::integer, NULL::text, NULL::text
    FROM sillage_place_order(order_id, user_id, user_name, user_email,
      shipping_address1, city, postal_code, state, country, phone_number, payment_method,
      product_ids, qtys, item_ids, hold_seconds, max_unpaid_units,
      free_shipping_above_cents, shipping_rate_percent, tax_rate_percent,
      client_address, max_unpaid_units_new_account, max_unpaid_units_per_address, max_share_percent) o;
END;
$$;--> statement-breakpoint
DROP TRIGGER "products_update_bumps_catalogue_version" ON "products";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_update_bumps_catalogue_version" AFTER UPDATE OF
  "id", "name", "description", "rich_description", "description_fr", "rich_description_fr", "image", "images", "brand", "price_cents", "category", "rating", "num_reviews", "is_featured", "is_published", "gender", "season", "concentration", "vibe", "occasion", "longevity", "top_notes", "middle_notes", "base_notes", "search_text", "created_at", "updated_at"
  ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'count_in_stock') IS DISTINCT FROM (to_jsonb(NEW) - 'count_in_stock'))
  EXECUTE FUNCTION "bump_catalogue_version"();
