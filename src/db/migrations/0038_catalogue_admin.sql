-- The shop manager's catalogue (ADR 067): a product is published or hidden (hidden: out of the shop), its own
-- meta descriptions per language, and a variant's EAN (GTIN-13 / EAN-8, unique when set).
ALTER TABLE "product_variants" ADD COLUMN "ean" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_description_cs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "meta_description_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "product_variants_ean_key" ON "product_variants" USING btree ("ean");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_ean_ck" CHECK ("product_variants"."ean" ~ '^([0-9]{8}|[0-9]{13})$');--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_status_ck" CHECK ("products"."status" in ('published', 'hidden'));