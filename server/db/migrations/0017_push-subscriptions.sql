CREATE TABLE "push_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"paid_orders" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "push_subscriptions_endpoint_key" ON "push_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "push_subscriptions_paid_orders_idx" ON "push_subscriptions" USING btree ("paid_orders") WHERE "push_subscriptions"."paid_orders";--> statement-breakpoint
-- Issue 23, point 3: a paid order also queues one "New paid order" push for the admins' devices
-- that asked for it, in the transaction that marks it paid (as its mail is, migration 0013).
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
  PERFORM pg_notify('outbox', '');
  RETURN NULL;
END $$;
