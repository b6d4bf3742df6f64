CREATE TABLE "shelf_entries" (
	"user_id" integer NOT NULL,
	"sku" text NOT NULL,
	"shelf" text NOT NULL,
	"sequence" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shelf_entries_user_id_sku_pk" PRIMARY KEY("user_id","sku"),
	CONSTRAINT "shelf_entries_shelf_check" CHECK (shelf in ('AnticipatingMild', 'AnticipatingHigh', 'CurrentlyReading', 'FinishedReading', 'DidntFinish', 'Favorites'))
);
--> statement-breakpoint
ALTER TABLE "shelf_entries" ADD CONSTRAINT "shelf_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shelf_entries" ADD CONSTRAINT "shelf_entries_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shelf_entries_user_shelf_idx" ON "shelf_entries" USING btree ("user_id","shelf","sequence");