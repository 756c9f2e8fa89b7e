-- What an order says is queued by the database itself, in the transaction that changes the order,
-- whichever path changed it (sillage_place_order.sql, a payment, the hold sweep, its shopper, an
-- admin): its mail, and for a paid order one "New paid order" push for the admins' devices that
-- asked for it. The (kind, subject) key lets each change queue its message once. No NOTIFY
-- (docs/decisions/2026-11-30-outbox-bell.md): the instance whose write queued a message rings its
-- own dispatcher (server/messages/outbox-bell.ts); the others look every 2 seconds.

-- Last applied by migration 0025_outbox-bell.
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

-- Last applied by migration 0013_outbox-and-password-resets.
CREATE TRIGGER "orders_queue_mail_placed" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "sillage_queue_order_mail"();--> statement-breakpoint

-- Last applied by migration 0013_outbox-and-password-resets.
CREATE TRIGGER "orders_queue_mail_changed" AFTER UPDATE OF "is_paid", "is_delivered", "cancelled_at" ON "orders" FOR EACH ROW
  WHEN (NEW.is_paid IS DISTINCT FROM OLD.is_paid OR NEW.is_delivered IS DISTINCT FROM OLD.is_delivered OR NEW.cancelled_at IS DISTINCT FROM OLD.cancelled_at)
  EXECUTE FUNCTION "sillage_queue_order_mail"();
