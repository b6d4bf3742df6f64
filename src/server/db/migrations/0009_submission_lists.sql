CREATE TABLE "nominations" (
	"user_id" integer NOT NULL,
	"sku" text NOT NULL,
	"submission_list_id" integer NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nominations_user_id_sku_submission_list_id_pk" PRIMARY KEY("user_id","sku","submission_list_id")
);
--> statement-breakpoint
CREATE TABLE "submission_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliation_id" integer NOT NULL,
	"name" text NOT NULL,
	"categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"opens_date" timestamp with time zone NOT NULL,
	"closes_date" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_lists_window" CHECK ("submission_lists"."opens_date" < "submission_lists"."closes_date")
);
--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nominations" ADD CONSTRAINT "nominations_submission_list_id_submission_lists_id_fk" FOREIGN KEY ("submission_list_id") REFERENCES "public"."submission_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_lists" ADD CONSTRAINT "submission_lists_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nominations_list_idx" ON "nominations" USING btree ("submission_list_id");--> statement-breakpoint
CREATE INDEX "submission_lists_affiliation_idx" ON "submission_lists" USING btree ("affiliation_id");