CREATE TABLE "collaborative_list_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"alert_type" text NOT NULL,
	"alert_method" text DEFAULT 'notification' NOT NULL,
	"alert_candidate" text DEFAULT 'all' NOT NULL,
	CONSTRAINT "collaborative_list_alerts_once" UNIQUE("list_id","user_id","alert_type"),
	CONSTRAINT "collaborative_list_alerts_candidate" CHECK ("collaborative_list_alerts"."alert_candidate" = 'all' or "collaborative_list_alerts"."alert_type" <> 'addOrRemoved')
);
--> statement-breakpoint
CREATE TABLE "collaborative_list_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"list_id" integer NOT NULL,
	"sku" text NOT NULL,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "collaborative_list_quantities" (
	"list_id" integer NOT NULL,
	"sku" text NOT NULL,
	"user_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collaborative_list_quantities_list_id_sku_user_id_pk" PRIMARY KEY("list_id","sku","user_id"),
	CONSTRAINT "collaborative_list_quantities_positive" CHECK ("collaborative_list_quantities"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"source_user_id" integer,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"details" jsonb NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collaborative_list_alerts" ADD CONSTRAINT "collaborative_list_alerts_list_id_collaborative_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."collaborative_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_alerts" ADD CONSTRAINT "collaborative_list_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_comments" ADD CONSTRAINT "collaborative_list_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_comments" ADD CONSTRAINT "collaborative_list_comments_item_fk" FOREIGN KEY ("list_id","sku") REFERENCES "public"."collaborative_list_items"("list_id","sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_quantities" ADD CONSTRAINT "collaborative_list_quantities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_quantities" ADD CONSTRAINT "collaborative_list_quantities_item_fk" FOREIGN KEY ("list_id","sku") REFERENCES "public"."collaborative_list_items"("list_id","sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collaborative_list_comments_item_idx" ON "collaborative_list_comments" USING btree ("list_id","sku");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_date");