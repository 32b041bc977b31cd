-- Discount codes (issue 26, ADR 069): the codes, their redemptions (written under the code's row lock),
-- the code a cart holds; orders keep the code and its amount, and discount lines (negative, per VAT rate).
CREATE TABLE "cart_discounts" (
	"owner" text PRIMARY KEY NOT NULL,
	"code_id" integer NOT NULL,
	"applied_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discount_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "discount_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"minimum_minor" integer DEFAULT 0 NOT NULL,
	"valid_from" timestamp with time zone,
	"valid_until" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "discount_codes_code_ck" CHECK ("discount_codes"."code" ~ '^[A-Za-z0-9_-]{3,32}$'),
	CONSTRAINT "discount_codes_kind_ck" CHECK ("discount_codes"."kind" in ('percent', 'amount')),
	CONSTRAINT "discount_codes_value_ck" CHECK ("discount_codes"."value" > 0 and ("discount_codes"."kind" <> 'percent' or "discount_codes"."value" <= 100)),
	CONSTRAINT "discount_codes_minimum_ck" CHECK ("discount_codes"."minimum_minor" >= 0),
	CONSTRAINT "discount_codes_limits_ck" CHECK (coalesce("discount_codes"."usage_limit", 1) >= 1 and coalesce("discount_codes"."per_customer_limit", 1) >= 1),
	CONSTRAINT "discount_codes_period_ck" CHECK ("discount_codes"."valid_from" is null or "discount_codes"."valid_until" is null or "discount_codes"."valid_until" > "discount_codes"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "discount_redemptions" (
	"code_id" integer NOT NULL,
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" DROP CONSTRAINT "order_lines_kind_ck";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_discounts" ADD CONSTRAINT "cart_discounts_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_code_id_discount_codes_id_fk" FOREIGN KEY ("code_id") REFERENCES "public"."discount_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discount_redemptions" ADD CONSTRAINT "discount_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discount_codes_code_uq" ON "discount_codes" USING btree (lower("code"));--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_user_idx" ON "discount_redemptions" USING btree ("code_id","user_id");--> statement-breakpoint
CREATE INDEX "discount_redemptions_code_email_idx" ON "discount_redemptions" USING btree ("code_id","email");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_price_ck" CHECK (("order_lines"."kind" = 'discount') = ("order_lines"."unit_price_minor" < 0) or "order_lines"."unit_price_minor" = 0);--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_kind_ck" CHECK ("order_lines"."kind" IN ('goods', 'shipping', 'payment', 'discount'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_discount_ck" CHECK ("orders"."discount_minor" >= 0 and ("orders"."discount_code" is null) = ("orders"."discount_minor" = 0));