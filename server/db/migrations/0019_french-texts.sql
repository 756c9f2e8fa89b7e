-- Issue 24: French twins of a scent's texts ('' = none yet: French pages show the English, lang="en"),
-- and the language an account is spoken to in outside a visit (mail, push).
ALTER TABLE "products" ADD COLUMN "description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "rich_description_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;