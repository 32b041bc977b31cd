-- Back-in-stock requests (issue 26, ADR 081): shoppers waiting for a sold-out variant, one per
-- variant and address whatever its case, mailed once when a change takes the stock above zero.
CREATE TABLE "back_in_stock_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "back_in_stock_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"email" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "back_in_stock_requests_lang_ck" CHECK ("back_in_stock_requests"."lang" in ('cs', 'en')),
	CONSTRAINT "back_in_stock_requests_email_ck" CHECK (char_length("back_in_stock_requests"."email") <= 254)
);
--> statement-breakpoint
ALTER TABLE "back_in_stock_requests" ADD CONSTRAINT "back_in_stock_requests_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "back_in_stock_requests_variant_email_key" ON "back_in_stock_requests" USING btree ("variant_id",lower("email"));--> statement-breakpoint
CREATE INDEX "back_in_stock_requests_email_idx" ON "back_in_stock_requests" USING btree (lower("email"));