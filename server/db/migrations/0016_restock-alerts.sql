CREATE TABLE "restock_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "restock_alerts" ADD CONSTRAINT "restock_alerts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restock_alerts" ADD CONSTRAINT "restock_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_alerts_open_user_key" ON "restock_alerts" USING btree ("product_id","user_id") WHERE "restock_alerts"."ended_at" is null and "restock_alerts"."user_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_alerts_open_address_key" ON "restock_alerts" USING btree ("product_id","email") WHERE "restock_alerts"."ended_at" is null and "restock_alerts"."user_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "restock_alerts_token_hash_key" ON "restock_alerts" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "restock_alerts_live_idx" ON "restock_alerts" USING btree ("product_id","created_at") WHERE "restock_alerts"."confirmed_at" is not null and "restock_alerts"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "restock_alerts_user_idx" ON "restock_alerts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "restock_alerts_email_idx" ON "restock_alerts" USING btree ("email");--> statement-breakpoint
-- Issue 23: a scent back in stock (its count from 0 to more, whichever path: an admin's edit, a
-- cancelled order or an expired hold giving units back) tells each of its live alerts once, oldest
-- first, and ends them, in the transaction that changed the stock. An account's alert goes to the
-- account's address as it is now. due_at a millisecond apart keeps the outbox's order.
CREATE FUNCTION "sillage_queue_restock_alerts"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  IF FOUND THEN
    PERFORM pg_notify('outbox', '');
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "products_restock_alerts" AFTER UPDATE OF "count_in_stock" ON "products"
  FOR EACH ROW WHEN (OLD.count_in_stock <= 0 AND NEW.count_in_stock > 0)
  EXECUTE FUNCTION "sillage_queue_restock_alerts"();
