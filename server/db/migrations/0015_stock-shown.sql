-- Stock changes drop only what they change (issue 25, point 4;
-- docs/decisions/2026-11-26-stock-changes-drop-what-they-change.md). An UPDATE of products that
-- changes the stock and nothing else (an order, a cancel, an expired hold; an admin's edit of the
-- stock sets updated_at too, and is a catalogue edit as before) no longer bumps the catalogue version, which emptied every
-- instance's cache; when it changes what pages show of the scent, it notifies that scent alone.

-- What a page shows of a stock: 0 sold out, 1–4 "only N left", 5 for any count from there up.
-- domain/stock.ts `stockShown` is the same rule (LOW_STOCK_THRESHOLD); a test holds them equal.
CREATE FUNCTION sillage_stock_shown(count_in_stock integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT least(greatest(count_in_stock, 0), 5) $$;--> statement-breakpoint

DROP TRIGGER "products_bump_catalogue_version" ON "products";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_bump_catalogue_version" AFTER INSERT OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint
-- Anything but the stock changed: as before. (A constraint trigger's WHEN is checked as the row
-- changes, not at commit: a stock-only change queues nothing.)
CREATE CONSTRAINT TRIGGER "products_update_bumps_catalogue_version" AFTER UPDATE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'count_in_stock') IS DISTINCT FROM (to_jsonb(NEW) - 'count_in_stock'))
  EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint

CREATE FUNCTION "notify_stock_shown"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Delivered at commit, once per scent and transaction; the version is left alone.
  PERFORM pg_notify('catalogue_changed', 'stock:' || NEW.id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_stock_shown_notifies" AFTER UPDATE OF "count_in_stock" ON "products"
  FOR EACH ROW WHEN (sillage_stock_shown(OLD.count_in_stock) IS DISTINCT FROM sillage_stock_shown(NEW.count_in_stock))
  EXECUTE FUNCTION "notify_stock_shown"();
