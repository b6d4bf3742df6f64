CREATE TABLE "event_communities" (
	"event_id" integer NOT NULL,
	"affiliation_id" integer NOT NULL,
	CONSTRAINT "event_communities_event_id_affiliation_id_pk" PRIMARY KEY("event_id","affiliation_id")
);
--> statement-breakpoint
CREATE TABLE "event_titles" (
	"event_id" integer NOT NULL,
	"sku" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "event_titles_event_id_sku_pk" PRIMARY KEY("event_id","sku")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"venue" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"of_interest_to" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"organization_id" integer,
	"owner_user_id" integer NOT NULL,
	"session_parent_event_id" integer,
	"image_uri" text DEFAULT '' NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_time_order" CHECK ("events"."end_time" >= "events"."start_time")
);
--> statement-breakpoint
ALTER TABLE "event_communities" ADD CONSTRAINT "event_communities_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_communities" ADD CONSTRAINT "event_communities_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_titles" ADD CONSTRAINT "event_titles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_titles" ADD CONSTRAINT "event_titles_sku_products_sku_fk" FOREIGN KEY ("sku") REFERENCES "public"."products"("sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_session_parent_fk" FOREIGN KEY ("session_parent_event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_communities_affiliation_idx" ON "event_communities" USING btree ("affiliation_id");--> statement-breakpoint
CREATE INDEX "events_session_parent_idx" ON "events" USING btree ("session_parent_event_id");--> statement-breakpoint
CREATE INDEX "events_end_time_idx" ON "events" USING btree ("end_time");