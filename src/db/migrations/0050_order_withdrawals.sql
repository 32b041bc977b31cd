-- Withdrawals within 14 days (issue 26, ADR 083): the customer's notice with its lines, the goods' receipt, the refund
-- that settles one, a refund's goods back in stock, and the stock reason `returned` for both.
CREATE TABLE "order_withdrawal_lines" (
	"withdrawal_id" integer NOT NULL,
	"line" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_withdrawal_lines_pk" PRIMARY KEY("withdrawal_id","line"),
	CONSTRAINT "order_withdrawal_lines_quantity_ck" CHECK ("order_withdrawal_lines"."quantity" >= 1)
);
--> statement-breakpoint
CREATE TABLE "order_withdrawals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_withdrawals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"request_key" text NOT NULL,
	"lang" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"account" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone,
	"received_by" integer,
	CONSTRAINT "order_withdrawals_request_key_unique" UNIQUE("request_key"),
	CONSTRAINT "order_withdrawals_lang_ck" CHECK ("order_withdrawals"."lang" in ('cs', 'en')),
	CONSTRAINT "order_withdrawals_reason_ck" CHECK (char_length("order_withdrawals"."reason") <= 500),
	CONSTRAINT "order_withdrawals_account_ck" CHECK ("order_withdrawals"."account" is null or "order_withdrawals"."account" ~ '^[0-9A-Z/-]{4,40}$')
);
--> statement-breakpoint
ALTER TABLE "stock_adjustments" DROP CONSTRAINT "stock_adjustments_reason_ck";--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "withdrawal_id" integer;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "restock" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_withdrawal_lines" ADD CONSTRAINT "order_withdrawal_lines_withdrawal_id_order_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."order_withdrawals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_withdrawals" ADD CONSTRAINT "order_withdrawals_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_withdrawals_order_idx" ON "order_withdrawals" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_withdrawals_queue_idx" ON "order_withdrawals" USING btree ("received_at","id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_withdrawal_id_order_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."order_withdrawals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_adjustments" ADD CONSTRAINT "stock_adjustments_reason_ck" CHECK ("stock_adjustments"."reason" in ('received', 'damaged', 'count', 'returned'));