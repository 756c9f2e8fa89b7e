-- An order's or a cancel's NOTIFY after its commit, not inside it (issue 25, point 7;
-- docs/decisions/2026-11-29-request-cost.md). PostgreSQL serializes the commits of transactions
-- that NOTIFY on one lock per database, held through the commit's WAL flush: ten sessions
-- committing an INSERT ran 3,300–3,600 a second here, 470–580 with a NOTIFY each. Every order
-- and every cancel queued its mail with one, so orders could not share a flush as the bare
-- transaction does. A transaction that sets sillage.outbox_notify to 'later' (SET LOCAL; the
-- server's order and cancel calls, server/messages/outbox-nudge.ts) queues without notifying:
-- the server sends one NOTIFY for many commits a moment later. Every other write notifies as before.
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
  IF coalesce(current_setting('sillage.outbox_notify', true), '') <> 'later' THEN
    PERFORM pg_notify('outbox', '');
  END IF;
  RETURN NULL;
END $$;
