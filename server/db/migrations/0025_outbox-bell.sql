-- Issue 25, point 4 (docs/decisions/2026-11-30-outbox-bell.md): a queued message no longer sends a
-- NOTIFY. Under 20 orders and 20 cancels a second the two notifications of each pair woke a
-- listening backend of every instance and then the instance itself, and each notifying commit
-- takes PostgreSQL's one notification lock. The instance whose write queued a message rings its
-- own dispatcher (server/messages/outbox-bell.ts); the others look every 2 seconds. The functions
-- are those of migrations 0017 and 0016 without their pg_notify.
CREATE OR REPLACE FUNCTION "sillage_queue_order_mail"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  message_kind text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    message_kind := 'order-placed';
  ELSIF NEW.is_paid AND NOT OLD.is_paid THEN
    message_kind := 'order-paid';
  ELSIF NEW.is_delivered AND NOT OLD.is_delivered THEN
    message_kind := 'order-delivered';
  ELSIF NEW.cancelled_at IS NOT NULL AND OLD.cancelled_at IS NULL THEN
    message_kind := 'order-cancelled';
  ELSE
    RETURN NULL;
  END IF;
  INSERT INTO "outbox" ("kind", "subject", "recipient") VALUES (message_kind, NEW.id::text, NEW.user_email)
    ON CONFLICT ("kind", "subject") DO NOTHING;
  IF message_kind = 'order-paid' THEN
    INSERT INTO "outbox" ("kind", "subject", "recipient") VALUES ('paid-order-push', NEW.id::text, 'admins')
      ON CONFLICT ("kind", "subject") DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
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
END $$;
