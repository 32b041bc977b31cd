-- The shop manager's stock (ADR 068): a history of relative adjustments per variant (received, damaged,
-- count correction), each with the stock it left, and a low-stock threshold per variant for the report.
CREATE TABLE "stock_adjustments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stock_adjustments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"variant_id" integer NOT NULL,
	"delta" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"user_id" integer,
	"stock_after" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_adjustments_delta_ck" CHECK ("stock_adjustments"."delta" <> 0),
	CONSTRAINT "stock_adjustments_reason_ck" CHECK ("stock_adjustments"."reason" in ('received', 'damaged', 'count')),
	CONSTRAINT "stock_adjustments_note_ck" CHECK (char_length("stock_adjustments"."note") <= 500),
	CONSTRAINT "stock_adjustments_stock_after_ck" CHECK ("stock_adjustments"."stock_after" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD COLUMN "low_stock_threshold" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_adjustments_variant_idx" ON "stock_adjustments" USING btree ("variant_id","id");--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_low_stock_threshold_ck" CHECK ("product_variants"."low_stock_threshold" >= 0);