CREATE TABLE "saved_scents" (
	"user_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_scents_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "saved_scents" ADD CONSTRAINT "saved_scents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_scents" ADD CONSTRAINT "saved_scents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_scents_user_saved_idx" ON "saved_scents" USING btree ("user_id","saved_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saved_scents_product_idx" ON "saved_scents" USING btree ("product_id");