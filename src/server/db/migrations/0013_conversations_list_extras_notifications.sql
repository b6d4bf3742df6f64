CREATE TABLE "conversation_badges" (
	"id" serial PRIMARY KEY NOT NULL,
	"comment_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	CONSTRAINT "conversation_badges_once" UNIQUE("comment_id","user_id","type")
);
--> statement-breakpoint
CREATE TABLE "conversation_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" uuid,
	"affiliation_id" integer NOT NULL,
	"conversation_type" text NOT NULL,
	"conversation_id" text NOT NULL,
	"parent_comment_id" integer,
	"user_id" integer NOT NULL,
	"text" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conversation_comments_client_id" UNIQUE("user_id","client_id"),
	CONSTRAINT "conversation_comments_status" CHECK ("conversation_comments"."status" in (0, 3))
);
--> statement-breakpoint
CREATE TABLE "conversation_statuses" (
	"user_id" integer NOT NULL,
	"affiliation_id" integer NOT NULL,
	"conversation_type" text NOT NULL,
	"conversation_id" text NOT NULL,
	"status" integer NOT NULL,
	CONSTRAINT "conversation_statuses_user_id_affiliation_id_conversation_type_conversation_id_pk" PRIMARY KEY("user_id","affiliation_id","conversation_type","conversation_id"),
	CONSTRAINT "conversation_statuses_status" CHECK ("conversation_statuses"."status" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "conversation_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"affiliation_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"initial_comment" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"created_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "conversation_badges" ADD CONSTRAINT "conversation_badges_comment_id_conversation_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."conversation_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_badges" ADD CONSTRAINT "conversation_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_comments" ADD CONSTRAINT "conversation_comments_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_comments" ADD CONSTRAINT "conversation_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_comments" ADD CONSTRAINT "conversation_comments_parent_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."conversation_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_statuses" ADD CONSTRAINT "conversation_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_statuses" ADD CONSTRAINT "conversation_statuses_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_topics" ADD CONSTRAINT "conversation_topics_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_topics" ADD CONSTRAINT "conversation_topics_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_alerts" ADD CONSTRAINT "collaborative_list_alerts_list_id_collaborative_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."collaborative_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_alerts" ADD CONSTRAINT "collaborative_list_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_comments" ADD CONSTRAINT "collaborative_list_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_comments" ADD CONSTRAINT "collaborative_list_comments_item_fk" FOREIGN KEY ("list_id","sku") REFERENCES "public"."collaborative_list_items"("list_id","sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_quantities" ADD CONSTRAINT "collaborative_list_quantities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collaborative_list_quantities" ADD CONSTRAINT "collaborative_list_quantities_item_fk" FOREIGN KEY ("list_id","sku") REFERENCES "public"."collaborative_list_items"("list_id","sku") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_source_user_id_users_id_fk" FOREIGN KEY ("source_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_comments_conversation_idx" ON "conversation_comments" USING btree ("affiliation_id","conversation_type","conversation_id","created_date");--> statement-breakpoint
CREATE INDEX "conversation_comments_parent_idx" ON "conversation_comments" USING btree ("parent_comment_id");--> statement-breakpoint
CREATE INDEX "conversation_topics_affiliation_idx" ON "conversation_topics" USING btree ("affiliation_id");--> statement-breakpoint
CREATE INDEX "collaborative_list_comments_item_idx" ON "collaborative_list_comments" USING btree ("list_id","sku");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_date");