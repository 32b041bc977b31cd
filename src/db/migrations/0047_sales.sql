-- Sales (issue 26, ADR 087): a period and a percentage off chosen products, applied to their prices by the
-- sale scheduler at the start and taken back at the end; a change of sales wakes every node's scheduler.
CREATE TABLE "sale_products" (
	"sale_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"regular_price_minor" integer NOT NULL,
	"previous_compare_at_minor" integer,
	"sale_price_minor" integer NOT NULL,
	CONSTRAINT "sale_products_pk" PRIMARY KEY("sale_id","product_id"),
	CONSTRAINT "sale_products_price_ck" CHECK ("sale_products"."sale_price_minor" < "sale_products"."regular_price_minor")
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sales_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"percent_off" integer NOT NULL,
	"banner_cs" text,
	"banner_en" text,
	"product_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"state" text DEFAULT 'scheduled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_period_ck" CHECK ("sales"."ends_at" > "sales"."starts_at"),
	CONSTRAINT "sales_percent_ck" CHECK ("sales"."percent_off" between 1 and 90),
	CONSTRAINT "sales_state_ck" CHECK ("sales"."state" in ('scheduled', 'running', 'ended', 'cancelled')),
	CONSTRAINT "sales_names_ck" CHECK (char_length("sales"."name_cs") between 1 and 120 and char_length("sales"."name_en") between 1 and 120),
	CONSTRAINT "sales_banners_ck" CHECK (coalesce(char_length("sales"."banner_cs"), 0) <= 300 and coalesce(char_length("sales"."banner_en"), 0) <= 300)
);
--> statement-breakpoint
ALTER TABLE "sale_products" ADD CONSTRAINT "sale_products_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_products" ADD CONSTRAINT "sale_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_state_idx" ON "sales" USING btree ("state","starts_at");--> statement-breakpoint
CREATE TRIGGER sales_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sales FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
