-- The shop's categories become a tree (parent_id, no cycles: checked under a lock by the administration) with SEO
-- descriptions, and the size chart moves from code into a table the shop manager edits (issue 26, ADR 090).
CREATE TABLE "size_chart_rows" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "size_chart_rows_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fit" text NOT NULL,
	"sort" integer NOT NULL,
	"size" text NOT NULL,
	"height_from" integer,
	"height_to" integer,
	"chest" integer NOT NULL,
	"length" integer NOT NULL,
	CONSTRAINT "size_chart_rows_fit_ck" CHECK ("size_chart_rows"."fit" in ('unisex', 'women', 'kids')),
	CONSTRAINT "size_chart_rows_size_ck" CHECK (char_length("size_chart_rows"."size") between 1 and 10),
	CONSTRAINT "size_chart_rows_measures_ck" CHECK ("size_chart_rows"."chest" between 1 and 300 and "size_chart_rows"."length" between 1 and 300),
	CONSTRAINT "size_chart_rows_height_ck" CHECK (("size_chart_rows"."height_from" is null and "size_chart_rows"."height_to" is null) or ("size_chart_rows"."height_from" between 1 and 250 and "size_chart_rows"."height_to" between "size_chart_rows"."height_from" and 250))
);
--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "parent_id" integer;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "meta_description_cs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_categories" ADD COLUMN "meta_description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "size_chart_rows_fit_size_key" ON "size_chart_rows" USING btree ("fit","size");--> statement-breakpoint
CREATE INDEX "size_chart_rows_fit_idx" ON "size_chart_rows" USING btree ("fit","sort");--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_id_product_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_categories_parent_idx" ON "product_categories" USING btree ("parent_id","sort");--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_parent_ck" CHECK ("product_categories"."parent_id" <> "product_categories"."id");--> statement-breakpoint
INSERT INTO "size_chart_rows" ("fit", "sort", "size", "height_from", "height_to", "chest", "length") VALUES
  ('unisex', 1, 'S', NULL, NULL, 50, 70), ('unisex', 2, 'M', NULL, NULL, 53, 72), ('unisex', 3, 'L', NULL, NULL, 56, 74), ('unisex', 4, 'XL', NULL, NULL, 59, 76), ('unisex', 5, 'XXL', NULL, NULL, 62, 78),
  ('women', 1, 'S', NULL, NULL, 44, 62), ('women', 2, 'M', NULL, NULL, 47, 64), ('women', 3, 'L', NULL, NULL, 50, 66), ('women', 4, 'XL', NULL, NULL, 53, 68), ('women', 5, 'XXL', NULL, NULL, 56, 70),
  ('kids', 1, 'S', 110, 116, 34, 46), ('kids', 2, 'M', 122, 128, 37, 50), ('kids', 3, 'L', 134, 140, 40, 54), ('kids', 4, 'XL', 146, 152, 43, 58), ('kids', 5, 'XXL', 158, 164, 46, 62);--> statement-breakpoint
CREATE TRIGGER size_chart_rows_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON size_chart_rows FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
