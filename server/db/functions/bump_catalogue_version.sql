-- The catalogue version, and the triggers that bump it: once per transaction that changed products
-- or reviews, at commit (the row triggers are deferred), so the one-row lock is held only while
-- committing and never while the transaction still waits on product rows: no deadlock with order
-- placement, which locks products one by one. The NOTIFY on catalogue_changed, delivered at
-- commit, tells every instance to drop its cached catalogue (server/catalogue-cache/catalogue-version.ts).
-- An UPDATE that changes only a product's stock bumps nothing: notify_stock_shown.sql tells that
-- scent alone when what pages show of its stock changes.

-- Last applied by migration 0001_catalogue-version.
CREATE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF current_setting('sillage.catalogue_bumped', true) IS DISTINCT FROM 'on' THEN
    PERFORM set_config('sillage.catalogue_bumped', 'on', true);
    UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO next_version;
    PERFORM pg_notify('catalogue_changed', next_version::text);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint

-- A product inserted or deleted.
-- Last applied by migration 0015_stock-shown.
CREATE CONSTRAINT TRIGGER "products_bump_catalogue_version" AFTER INSERT OR DELETE ON "products"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint

-- A product updated in anything but its stock. The trigger names the columns it watches (every one
-- but count_in_stock), so an order's stock-only UPDATE never reaches it, and its WHEN tells a real
-- change from a SET to the same value. A column added to products must be added to this list, by a
-- migration: server/db/lean-order-path.api.test.ts holds the list equal to the table's columns.
-- Last applied by migration 0021_lean-order-path.
CREATE CONSTRAINT TRIGGER "products_update_bumps_catalogue_version" AFTER UPDATE OF
  "id", "name", "description", "rich_description", "description_fr", "rich_description_fr", "image", "images", "brand", "price_cents", "category", "rating", "num_reviews", "is_featured", "is_published", "gender", "season", "concentration", "vibe", "occasion", "longevity", "top_notes", "middle_notes", "base_notes", "search_text", "created_at", "updated_at"
  ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((to_jsonb(OLD) - 'count_in_stock') IS DISTINCT FROM (to_jsonb(NEW) - 'count_in_stock'))
  EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint

-- TRUNCATE fires no row trigger; it is rare enough to bump at once.
-- Last applied by migration 0001_catalogue-version.
CREATE TRIGGER "products_truncate_bumps_catalogue_version" AFTER TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint

-- A review written, changed or deleted.
-- Last applied by migration 0001_catalogue-version.
CREATE CONSTRAINT TRIGGER "reviews_bump_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "reviews"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalogue_version"();--> statement-breakpoint

-- Last applied by migration 0001_catalogue-version.
CREATE TRIGGER "reviews_truncate_bumps_catalogue_version" AFTER TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
