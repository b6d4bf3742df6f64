ALTER TABLE "saved_filters" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "saved_filters" ADD CONSTRAINT "saved_filters_group_id_affiliations_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."affiliations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_filters_group_idx" ON "saved_filters" USING btree ("group_id");