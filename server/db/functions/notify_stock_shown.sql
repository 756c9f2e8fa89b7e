-- A stock change that changes what pages show of a scent (sillage_stock_shown.sql) tells every
-- instance to drop that scent's cached pages: 'stock:<id>' on catalogue_changed, delivered at
-- commit, once per scent and transaction (docs/decisions/2026-11-26-stock-changes-drop-what-they-change.md).
-- The catalogue version is left alone, so the rest of every instance's cache stays.

-- Last applied by migration 0015_stock-shown.
CREATE FUNCTION "notify_stock_shown"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Delivered at commit, once per scent and transaction; the version is left alone.
  PERFORM pg_notify('catalogue_changed', 'stock:' || NEW.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint

-- Last applied by migration 0015_stock-shown.
CREATE TRIGGER "products_stock_shown_notifies" AFTER UPDATE OF "count_in_stock" ON "products"
  FOR EACH ROW WHEN (sillage_stock_shown(OLD.count_in_stock) IS DISTINCT FROM sillage_stock_shown(NEW.count_in_stock))
  EXECUTE FUNCTION "notify_stock_shown"();
