CREATE TABLE "collaborative_list_items" (
	"list_id" integer NOT NULL,
	"sku" text NOT NULL,
	"sequence" integer NOT NULL,
	"added_by_user_id" integer,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborative_list_items_list_id_sku_pk" PRIMARY KEY("list_id","sku")
);
--> statement-breakpoint
CREATE TABLE "collaborative_list_votes" (
	"list_id" integer NOT NULL,
	"sku" text NOT NULL,
	"user_id" integer NOT NULL,
	"value" integer NOT NULL,
	"voted_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborative_list_votes_list_id_sku_user_id_pk" PRIMARY KEY("list_id","sku","user_id"),
	CONSTRAINT "collaborative_list_votes_value" CHECK ("collaborative_list_votes"."value" in (-1, 1))
);
--> statement-breakpoint
CREATE TABLE "collaborative_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliation_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"allow_add_title_group" boolean DEFAULT true NOT NULL,
	"sort" text DEFAULT 'votes' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborative_lists_sort" CHECK ("collaborative_lists"."sort" in ('votes', 'sequence'))
);
--> statement-breakpoint
ALTER TABLE "collaborative_list_items" ADD CONSTRAINT "collaborative_list_items_list_id_collaborative_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."collaborative_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_items" ADD CONSTRAINT "collaborative_list_items_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_items" ADD CONSTRAINT "collaborative_list_items_added_by_user_id_users_id_fk" FOREIGN KEY ("added_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_votes" ADD CONSTRAINT "collaborative_list_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_votes" ADD CONSTRAINT "collaborative_list_votes_item_fk" FOREIGN KEY ("list_id","sku") REFERENCES "public"."collaborative_list_items"("list_id","sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_lists" ADD CONSTRAINT "collaborative_lists_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_lists" ADD CONSTRAINT "collaborative_lists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborative_list_items_sku_idx" ON "collaborative_list_items" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "collaborative_lists_affiliation_idx" ON "collaborative_lists" USING btree ("affiliation_id");