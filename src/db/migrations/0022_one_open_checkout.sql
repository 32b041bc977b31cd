-- One open checkout per visitor, held by the database (ADR 045). Written by hand.
--
-- A checkout holds its owner's place from its opening until the cart it placed has been emptied
-- (`closed_at`): opening is `INSERT … ON CONFLICT` on the unique index below, so any number of
-- concurrent opens (tabs, a double click, a prefetch, two nodes) name one checkout, and no second
-- checkout can be opened while the cart that was just ordered still shows its goods.
-- `placed_by` is the page (its own random id) whose submit placed the order: a submit of that page
-- again is answered with the confirmation, another page's with "already placed".
ALTER TABLE "checkouts" ADD COLUMN "placed_by" text;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
-- Checkouts placed before this migration had their carts emptied then.
UPDATE "checkouts" SET "closed_at" = "created_at" WHERE "order_id" IS NOT NULL;--> statement-breakpoint
-- Of several open checkouts of one owner (what concurrent opens could make) the newest stays.
DELETE FROM "checkouts" c
 WHERE c."closed_at" IS NULL
   AND EXISTS (SELECT 1 FROM "checkouts" d WHERE d."owner" = c."owner" AND d."closed_at" IS NULL AND (d."created_at", d."id") > (c."created_at", c."id"));--> statement-breakpoint
DROP INDEX "checkouts_owner_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "checkouts_open_owner_uq" ON "checkouts" ("owner") WHERE "closed_at" IS NULL;
