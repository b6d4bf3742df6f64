CREATE TABLE "title_covers" (
	"sku" text PRIMARY KEY NOT NULL,
	"version" text NOT NULL,
	"image" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "title_covers" ADD CONSTRAINT "title_covers_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;