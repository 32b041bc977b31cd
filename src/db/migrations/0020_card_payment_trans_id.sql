-- The card provider's id of an order's latest payment (issue 12, ADR 040): Comgate's `transId`,
-- returned when the payment is created server-to-server and named again by its notification and
-- the shopper's return. Unique: one transaction belongs to one order. Null for the simulated
-- gateway, and until a payment is started.
ALTER TABLE "orders" ADD COLUMN "payment_trans_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_trans_id_unique" UNIQUE("payment_trans_id");
