CREATE TABLE "galley_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku" text NOT NULL,
	"resource_id" text NOT NULL,
	"format" integer NOT NULL,
	"method" text DEFAULT 'download' NOT NULL,
	"download_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galley_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sku" text NOT NULL,
	"request_type" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"evaluation_type" integer,
	"request_profile" text DEFAULT '' NOT NULL,
	"request_reason" text DEFAULT '' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submitted_date" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_date" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" integer,
	CONSTRAINT "galley_requests_status_check" CHECK (status in ('pending', 'approved', 'rejected', 'approvedArchived', 'cancelled')),
	CONSTRAINT "galley_requests_type_check" CHECK ("galley_requests"."request_type" in (1, 2)),
	CONSTRAINT "galley_requests_evaluation_check" CHECK ("galley_requests"."evaluation_type" is null or "galley_requests"."evaluation_type" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "reader_positions" (
	"user_id" integer NOT NULL,
	"sku" text NOT NULL,
	"cfi" text DEFAULT '' NOT NULL,
	"percent_of_book_completed" real DEFAULT 0 NOT NULL,
	"created" timestamp with time zone DEFAULT now() NOT NULL,
	"last_viewed" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reader_positions_user_id_sku_pk" PRIMARY KEY("user_id","sku"),
	CONSTRAINT "reader_positions_percent_check" CHECK ("reader_positions"."percent_of_book_completed" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "galley_downloads" ADD CONSTRAINT "galley_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galley_downloads" ADD CONSTRAINT "galley_downloads_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galley_downloads" ADD CONSTRAINT "galley_downloads_resource_id_review_copy_formats_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."review_copy_formats"("resource_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galley_requests" ADD CONSTRAINT "galley_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galley_requests" ADD CONSTRAINT "galley_requests_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "galley_requests" ADD CONSTRAINT "galley_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_positions" ADD CONSTRAINT "reader_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_positions" ADD CONSTRAINT "reader_positions_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "galley_downloads_user_sku_idx" ON "galley_downloads" USING btree ("user_id","sku");--> statement-breakpoint
CREATE UNIQUE INDEX "galley_requests_user_sku_type_unique" ON "galley_requests" USING btree ("user_id","sku","request_type");--> statement-breakpoint
CREATE INDEX "galley_requests_sku_status_idx" ON "galley_requests" USING btree ("sku","status");