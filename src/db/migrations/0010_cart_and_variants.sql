-- Product variants (a size, a colour) with stock of their own, and cart lines that point at them
-- (ADR 026). A cart line holds a quantity, never a price: prices are read from `products` every
-- time a cart is shown, so nothing a visitor sends can set one.
CREATE TABLE "product_variants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"product_id" integer NOT NULL REFERENCES "products"("id") ON DELETE CASCADE,
	"sku" text NOT NULL UNIQUE,
	"size" text,
	"colour_cs" text,
	"colour_en" text,
	"stock" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_stock_ck" CHECK ("stock" >= 0)
);
--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" ("product_id", "sort");
--> statement-breakpoint
-- Every product had one stock figure: it becomes the stock of its one variant.
INSERT INTO "product_variants" ("product_id", "sku", "stock") SELECT "id", "sku", "stock" FROM "products";
--> statement-breakpoint
-- `products.stock` stays the total of its variants (listings and the shop home read it). The
-- trigger adds the difference, so concurrent changes to two variants of one product add up
-- (an UPDATE re-reads the row it waited for; a recomputed sum could miss the other's change).
CREATE FUNCTION qf_product_stock_total() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE products SET stock = stock - OLD.stock WHERE id = OLD.product_id AND OLD.stock <> 0;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    UPDATE products SET stock = stock + NEW.stock WHERE id = NEW.product_id AND NEW.stock <> 0;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_variants_stock_total AFTER INSERT OR DELETE OR UPDATE OF stock, product_id ON product_variants FOR EACH ROW EXECUTE FUNCTION qf_product_stock_total();
--> statement-breakpoint
-- Sizes and colours are catalogue content: their rows change the pages (a stock change reaches
-- them through products, whose own trigger notifies).
CREATE TRIGGER product_variants_content_changed AFTER INSERT OR DELETE OR TRUNCATE ON product_variants FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
--> statement-breakpoint
-- One row per cart and variant. `owner` is `user:<id>` for an account's cart, `guest:<sha256 of
-- the cart cookie>` for a visitor's. Guest lines not touched for 30 days are swept.
CREATE TABLE "cart_lines" (
	"owner" text NOT NULL,
	"variant_id" integer NOT NULL REFERENCES "product_variants"("id") ON DELETE CASCADE,
	"quantity" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_pk" PRIMARY KEY ("owner", "variant_id"),
	CONSTRAINT "cart_lines_quantity_ck" CHECK ("quantity" BETWEEN 1 AND 99)
);
--> statement-breakpoint
CREATE INDEX "cart_lines_updated_idx" ON "cart_lines" ("updated_at");
