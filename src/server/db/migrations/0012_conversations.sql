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
ALTER TABLE "conversation_badges" ADD CONSTRAINT "conversation_badges_comment_id_conversation_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."conversation_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_badges" ADD CONSTRAINT "conversation_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_comments" ADD CONSTRAINT "conversation_comments_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_comments" ADD CONSTRAINT "conversation_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_comments" ADD CONSTRAINT "conversation_comments_parent_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."conversation_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_statuses" ADD CONSTRAINT "conversation_statuses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_statuses" ADD CONSTRAINT "conversation_statuses_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_topics" ADD CONSTRAINT "conversation_topics_affiliation_id_affiliations_id_fk" FOREIGN KEY ("affiliation_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversation_topics" ADD CONSTRAINT "conversation_topics_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversation_comments_conversation_idx" ON "conversation_comments" USING btree ("affiliation_id","conversation_type","conversation_id","created_date");--> statement-breakpoint
CREATE INDEX "conversation_comments_parent_idx" ON "conversation_comments" USING btree ("parent_comment_id");--> statement-breakpoint
CREATE INDEX "conversation_topics_affiliation_idx" ON "conversation_topics" USING btree ("affiliation_id");