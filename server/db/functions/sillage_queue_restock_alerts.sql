-- A scent becoming buyable (in stock and published, whichever path: an admin's edit or publishing,
-- a cancelled order or an expired hold giving units back) tells each of its live alerts once,
-- oldest first, and ends them, in the transaction that changed it (server/restock-alerts/). An
-- account's alert goes to the account's address as it is now; due_at a millisecond apart keeps the
-- outbox's order. No NOTIFY: see sillage_queue_order_mail.sql. A draft given stock tells nobody yet.

-- Last applied by migration 0025_outbox-bell.
CREATE OR REPLACE FUNCTION "sillage_queue_restock_alerts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH ended AS (
    UPDATE "restock_alerts" SET "ended_at" = now()
    WHERE "product_id" = NEW.id AND "confirmed_at" IS NOT NULL AND "ended_at" IS NULL
    RETURNING "id", "email", "user_id", "created_at"
  )
  , ranked AS (
    SELECT ended.*, row_number() OVER (ORDER BY ended.created_at, ended.id) AS rank FROM ended
  )
  INSERT INTO "outbox" ("kind", "subject", "recipient", "payload", "due_at")
    SELECT 'restock', ranked.id::text, coalesce(u.email, ranked.email),
      jsonb_build_object('productId', NEW.id::text, 'userId', ranked.user_id::text, 'rank', ranked.rank::text),
      now() + (ranked.rank - 1) * interval '1 millisecond'
    FROM ranked LEFT JOIN "users" u ON u.id = ranked.user_id
  ON CONFLICT ("kind", "subject") DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint

-- Last applied by migration 0018_product-drafts.
CREATE TRIGGER "products_restock_alerts" AFTER UPDATE OF "count_in_stock", "is_published" ON "products"
  FOR EACH ROW WHEN (NOT (OLD.is_published AND OLD.count_in_stock > 0) AND NEW.is_published AND NEW.count_in_stock > 0)
  EXECUTE FUNCTION "sillage_queue_restock_alerts"();
