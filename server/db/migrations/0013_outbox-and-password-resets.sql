CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"recipient" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"origin" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_status_known" CHECK ("outbox"."status" in ('waiting', 'sent', 'given-up'))
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_kind_subject_key" ON "outbox" USING btree ("kind","subject");--> statement-breakpoint
CREATE INDEX "outbox_waiting_due_idx" ON "outbox" USING btree ("due_at") WHERE "outbox"."status" = 'waiting';--> statement-breakpoint
CREATE INDEX "outbox_given_up_idx" ON "outbox" USING btree ("created_at") WHERE "outbox"."status" = 'given-up';--> statement-breakpoint
CREATE UNIQUE INDEX "password_resets_token_hash_key" ON "password_resets" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_resets_user_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
-- Issue 22: what an order says is queued by the database itself, in the transaction that changes
-- the order, whichever path changed it (sillage_place_order, a payment, the hold sweep, its
-- shopper, an admin). The (kind, subject) key lets each change queue its mail once; NOTIFY (sent
-- at commit) wakes the dispatchers at once (server/messages/dispatcher.ts).
CREATE FUNCTION "sillage_queue_order_mail"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM pg_notify('outbox', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_queue_mail_placed" AFTER INSERT ON "orders" FOR EACH ROW EXECUTE FUNCTION "sillage_queue_order_mail"();--> statement-breakpoint
CREATE TRIGGER "orders_queue_mail_changed" AFTER UPDATE OF "is_paid", "is_delivered", "cancelled_at" ON "orders" FOR EACH ROW
  WHEN (NEW.is_paid IS DISTINCT FROM OLD.is_paid OR NEW.is_delivered IS DISTINCT FROM OLD.is_delivered OR NEW.cancelled_at IS DISTINCT FROM OLD.cancelled_at)
  EXECUTE FUNCTION "sillage_queue_order_mail"();
