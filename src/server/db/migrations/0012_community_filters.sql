ALTER TABLE "saved_filters" ADD COLUMN "group_id" integer;--> statement-breakpoint
CREATE INDEX "saved_filters_group_idx" ON "saved_filters" USING btree ("group_id");