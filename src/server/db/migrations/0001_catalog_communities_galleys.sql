CREATE TABLE "demo_seed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"seed" text NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"org_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"seeded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "imprints" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"publisher_id" integer NOT NULL,
	CONSTRAINT "imprints_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"sku" text PRIMARY KEY NOT NULL,
	"ean" text NOT NULL,
	"name" text NOT NULL,
	"author" text NOT NULL,
	"imprint_id" integer,
	"publisher_id" integer,
	"supplier" text DEFAULT '' NOT NULL,
	"publisher" text DEFAULT '' NOT NULL,
	"format" text DEFAULT '' NOT NULL,
	"format_description" text DEFAULT '' NOT NULL,
	"pub_date" date,
	"pub_date_period_display" text DEFAULT '' NOT NULL,
	"on_sale_date" date,
	"prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"pages" integer,
	"measurements" text DEFAULT '' NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"series" text DEFAULT '' NOT NULL,
	"publishing_status" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"descriptions" jsonb DEFAULT '{"summary":"","authorBio":"","marketingPlans":"","keySellingPoints":"","quotes":""}'::jsonb NOT NULL,
	"markup_notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"review_copy_availability" integer DEFAULT -1 NOT NULL,
	"digital_created_date" timestamp with time zone,
	"digital_updated_date" timestamp with time zone,
	"is_prc_requestable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_ean_unique" UNIQUE("ean")
);
--> statement-breakpoint
CREATE TABLE "publishers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"org_id" integer,
	CONSTRAINT "publishers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "affiliation_circles" (
	"parent_group_id" integer NOT NULL,
	"child_group_id" integer NOT NULL,
	CONSTRAINT "affiliation_circles_parent_group_id_child_group_id_pk" PRIMARY KEY("parent_group_id","child_group_id")
);
--> statement-breakpoint
CREATE TABLE "affiliation_memberships" (
	"affiliation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_date" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed_date" timestamp with time zone,
	CONSTRAINT "affiliation_memberships_affiliation_id_user_id_pk" PRIMARY KEY("affiliation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "affiliation_owners" (
	"affiliation_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "affiliation_owners_affiliation_id_user_id_pk" PRIMARY KEY("affiliation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "affiliations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" integer DEFAULT 2 NOT NULL,
	"is_genre_community" boolean DEFAULT false NOT NULL,
	"view_id" integer DEFAULT 0 NOT NULL,
	"logo_uri" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"publisher_id" integer,
	"browse_refinements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_validation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliation_id" integer NOT NULL,
	"type" text NOT NULL,
	"code" text
);
--> statement-breakpoint
CREATE TABLE "galley_files" (
	"resource_id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"format" integer NOT NULL,
	"media_type" text NOT NULL,
	"file_name" text NOT NULL,
	"bytes" "bytea",
	"path" text,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_copy_approval_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"publisher_id" integer,
	"affiliation_id" integer,
	"mode" text DEFAULT 'manual' NOT NULL,
	"user_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_copy_formats" (
	"resource_id" text PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"format" integer NOT NULL,
	"resource_uri" text DEFAULT '' NOT NULL,
	"drm_method" text DEFAULT 'open' NOT NULL,
	"drc_expiration_date" timestamp with time zone,
	"drc_expiration_days" integer,
	"audio_zip_url" text,
	"audio_zip_file_size" integer,
	"audio_chapter_url_by_chapter" jsonb,
	"audio_chapter_file_size_by_chapter" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "imprints" ADD CONSTRAINT "imprints_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_imprint_id_imprints_id_fk" FOREIGN KEY ("imprint_id") REFERENCES "public"."imprints"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "publishers" ADD CONSTRAINT "publishers_org_id_organizations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliation_circles" ADD CONSTRAINT "affiliation_circles_parent_group_id_affiliations_id_fk" FOREIGN KEY ("parent_group_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliation_circles" ADD CONSTRAINT "affiliation_circles_child_group_id_affiliations_id_fk" FOREIGN KEY ("child_group_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliation_memberships" ADD CONSTRAINT "affiliation_memberships_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliation_memberships" ADD CONSTRAINT "affiliation_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliation_owners" ADD CONSTRAINT "affiliation_owners_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliation_owners" ADD CONSTRAINT "affiliation_owners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliations" ADD CONSTRAINT "affiliations_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_validation_items" ADD CONSTRAINT "group_validation_items_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galley_files" ADD CONSTRAINT "galley_files_resource_id_review_copy_formats_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."review_copy_formats"("resource_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galley_files" ADD CONSTRAINT "galley_files_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_copy_approval_rules" ADD CONSTRAINT "review_copy_approval_rules_publisher_id_publishers_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."publishers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_copy_approval_rules" ADD CONSTRAINT "review_copy_approval_rules_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_copy_formats" ADD CONSTRAINT "review_copy_formats_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_name_lower_idx" ON "products" USING btree (lower("name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_author_lower_idx" ON "products" USING btree (lower("author") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "products_pub_date_idx" ON "products" USING btree ("pub_date");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier");--> statement-breakpoint
CREATE INDEX "products_digital_updated_idx" ON "products" USING btree ("digital_updated_date");--> statement-breakpoint
CREATE INDEX "affiliation_circles_child_idx" ON "affiliation_circles" USING btree ("child_group_id");--> statement-breakpoint
CREATE INDEX "affiliation_memberships_user_idx" ON "affiliation_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "affiliation_owners_user_idx" ON "affiliation_owners" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "affiliations_publisher_idx" ON "affiliations" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "group_validation_items_affiliation_idx" ON "group_validation_items" USING btree ("affiliation_id");--> statement-breakpoint
CREATE INDEX "review_copy_approval_rules_publisher_idx" ON "review_copy_approval_rules" USING btree ("publisher_id");--> statement-breakpoint
CREATE INDEX "review_copy_formats_sku_idx" ON "review_copy_formats" USING btree ("sku");