-- Pieces of an order line back in stock (issue 26, ADR 091): one counter raised by a cancel, a withdrawal's goods received
-- and a refund that restocks, with a check so a piece never returns twice; filled from what those did before.
ALTER TABLE "order_lines" ADD COLUMN "returned_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "order_lines" AS l SET "returned_quantity" = least(l."quantity", coalesce((
	SELECT CASE WHEN o."status" = 'cancelled' THEN l."quantity" ELSE 0 END FROM "orders" o WHERE o."id" = l."order_id"
), 0) + coalesce((
	SELECT sum(wl."quantity") FROM "order_withdrawal_lines" wl JOIN "order_withdrawals" w ON w."id" = wl."withdrawal_id"
	WHERE w."order_id" = l."order_id" AND wl."line" = l."line" AND w."received_at" IS NOT NULL
), 0) + coalesce((
	SELECT sum(rl."quantity") FROM "order_refund_lines" rl JOIN "order_refunds" r ON r."id" = rl."refund_id"
	WHERE r."order_id" = l."order_id" AND rl."line" = l."line" AND r."restock" AND r."status" = 'succeeded'
), 0)) WHERE l."kind" = 'goods';--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_returned_ck" CHECK ("order_lines"."returned_quantity" >= 0 and "order_lines"."returned_quantity" <= "order_lines"."quantity");
