-- Checkout and orders (issue 12, ADR 027). Written by hand.
--
-- `checkouts`: one open checkout per cart owner; its id is the idempotency key the checkout form
-- carries, so a double click, a retried request or a second tab place one order. It expires.
CREATE TABLE "checkouts" (
	"id" text PRIMARY KEY,
	"owner" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer
);
--> statement-breakpoint
CREATE INDEX "checkouts_owner_idx" ON "checkouts" ("owner", "expires_at");
--> statement-breakpoint
-- The last order number given out per year: numbers are sequential per year (`2026000001`), so
-- the counter row is locked by each placing transaction until it commits (no gaps on rollback).
CREATE TABLE "order_numbers" (
	"year" integer PRIMARY KEY,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"number" text NOT NULL UNIQUE,
	"checkout_id" text NOT NULL UNIQUE,
	"owner" text NOT NULL,
	"user_id" integer REFERENCES "users"("id") ON DELETE SET NULL,
	"lang" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"street" text NOT NULL,
	"city" text NOT NULL,
	"postal_code" text NOT NULL,
	"shipping_code" text NOT NULL,
	"payment_code" text NOT NULL,
	"payment_status" text DEFAULT 'none' NOT NULL,
	"total_minor" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"shipping_minor" integer NOT NULL,
	"payment_minor" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "orders_status_ck" CHECK ("status" IN ('new', 'paid', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "orders_payment_status_ck" CHECK ("payment_status" IN ('none', 'pending', 'approved', 'declined', 'abandoned')),
	CONSTRAINT "orders_lang_ck" CHECK ("lang" IN ('cs', 'en'))
);
--> statement-breakpoint
CREATE INDEX "orders_owner_idx" ON "orders" ("owner", "id");
--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" ("user_id", "id");
--> statement-breakpoint
-- An order's lines: goods, and one shipping and one payment line (category `Doprava`, `Platba`).
-- Names, prices and VAT rates are copied: the order says what was bought at which price even when
-- the catalogue changes later.
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"line" integer NOT NULL,
	"kind" text NOT NULL,
	"variant_id" integer REFERENCES "product_variants"("id") ON DELETE SET NULL,
	"sku" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"size" text,
	"category" text NOT NULL,
	"unit_price_minor" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_lines_pk" PRIMARY KEY ("order_id", "line"),
	CONSTRAINT "order_lines_kind_ck" CHECK ("kind" IN ('goods', 'shipping', 'payment')),
	CONSTRAINT "order_lines_quantity_ck" CHECK ("quantity" >= 1)
);
