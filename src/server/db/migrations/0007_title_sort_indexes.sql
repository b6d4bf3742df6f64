CREATE INDEX "products_sort_on_sale_idx" ON "products" USING btree (coalesce("on_sale_date", "pub_date", date '1910-01-01') desc,lower("name"),"sku");--> statement-breakpoint
CREATE INDEX "products_sort_pub_date_idx" ON "products" USING btree (coalesce("pub_date", "on_sale_date", date '1910-01-01'),lower("name"),"sku");--> statement-breakpoint
CREATE INDEX "products_sort_digital_updated_idx" ON "products" USING btree (coalesce("digital_updated_date", "digital_created_date", timestamptz '1910-01-01T00:00:00Z') desc,lower("name"),"sku");--> statement-breakpoint
CREATE INDEX "products_sort_supplier_idx" ON "products" USING btree (lower("supplier"),lower("name"),"sku");--> statement-breakpoint
CREATE INDEX "products_sort_category_idx" ON "products" USING btree (lower("category"),lower("name"),"sku");--> statement-breakpoint
CREATE INDEX "products_sort_author_idx" ON "products" USING btree (lower("author"),lower("name"),"sku");--> statement-breakpoint
CREATE INDEX "products_sort_pages_idx" ON "products" USING btree (coalesce("pages", 0),lower("name"),"sku");