-- An order's shipping and tax from its items' total, for sillage_place_order.sql. The pricing
-- constants come from domain/pricing.ts as arguments; the formula is the same as there (half up to
-- the cent), held equal by server/orders/order-pricing-sql.api.test.ts.

-- Last applied by migration 0008_place-order-function.
CREATE FUNCTION sillage_basket_totals(items_cents bigint, free_shipping_above_cents integer, shipping_rate_percent integer, tax_rate_percent integer,
  OUT shipping_cents bigint, OUT tax_cents bigint)
LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN items_cents > free_shipping_above_cents THEN 0 ELSE (items_cents * shipping_rate_percent + 50) / 100 END,
         (items_cents * tax_rate_percent + 50) / 100
$$;
