-- A product can be scheduled (issue 26, ADR 088): the state 'scheduled' with its publish time, set exactly while scheduled;
-- and a product's variants are one per size and colour, so a variant added by the administration cannot repeat one.
ALTER TABLE "products" DROP CONSTRAINT "products_status_ck";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_size_colour_key" ON "product_variants" USING btree ("product_id",lower(coalesce("size", '')),lower(coalesce("colour_cs", '')));--> statement-breakpoint
CREATE INDEX "products_publish_at_idx" ON "products" USING btree ("publish_at") WHERE "products"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_publish_at_ck" CHECK (("products"."status" = 'scheduled') = ("products"."publish_at" IS NOT NULL));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_ck" CHECK ("products"."status" in ('published', 'hidden', 'scheduled'));