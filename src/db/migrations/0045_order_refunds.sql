-- Refunds of orders (issue 26, ADR 082): each refund with its lines, and the running sum on the order
-- whose check keeps every order's refunds within what was paid, written under the order's row lock.
CREATE TABLE "order_refund_lines" (
	"refund_id" integer NOT NULL,
	"line" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	CONSTRAINT "order_refund_lines_pk" PRIMARY KEY("refund_id","line"),
	CONSTRAINT "order_refund_lines_quantity_ck" CHECK ("order_refund_lines"."quantity" >= 1 and "order_refund_lines"."amount_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"shipping_minor" integer DEFAULT 0 NOT NULL,
	"total_minor" integer NOT NULL,
	"method" text NOT NULL,
	"account" text,
	"provider_ref" text,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "order_refunds_method_ck" CHECK ("order_refunds"."method" IN ('card', 'transfer')),
	CONSTRAINT "order_refunds_status_ck" CHECK ("order_refunds"."status" IN ('pending', 'succeeded', 'failed')),
	CONSTRAINT "order_refunds_account_ck" CHECK (("order_refunds"."method" = 'transfer') = ("order_refunds"."account" IS NOT NULL)),
	CONSTRAINT "order_refunds_amount_ck" CHECK ("order_refunds"."total_minor" > 0 and "order_refunds"."shipping_minor" >= 0 and "order_refunds"."shipping_minor" <= "order_refunds"."total_minor"),
	CONSTRAINT "order_refunds_note_ck" CHECK (length("order_refunds"."note") <= 500)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_created_idx" ON "order_refunds" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_ck" CHECK ("orders"."refunded_minor" >= 0 and "orders"."refunded_minor" <= "orders"."total_minor");