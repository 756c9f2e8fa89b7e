CREATE TABLE "picture_names" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "picture_variants" (
	"source_key" text NOT NULL,
	"width" integer NOT NULL,
	"format" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"etag" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_variants_source_key_width_format_pk" PRIMARY KEY("source_key","width","format")
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "picture_names" ADD CONSTRAINT "picture_names_key_pictures_key_fk" FOREIGN KEY ("key") REFERENCES "public"."pictures"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_variants" ADD CONSTRAINT "picture_variants_source_key_pictures_key_fk" FOREIGN KEY ("source_key") REFERENCES "public"."pictures"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_names_key_idx" ON "picture_names" USING btree ("key");--> statement-breakpoint
-- WebP and AVIF are compressed already: kept out of line without PostgreSQL trying again.
ALTER TABLE "pictures" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "picture_variants" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
