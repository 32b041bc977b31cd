-- A running sale and the Packeta pick-up point (ADR 051, 052), written by hand.
-- The price before the sale, shown struck through beside the price; null when nothing is on sale.
-- Only a higher former price is a sale: anything else would be a false discount claim.
ALTER TABLE "products" ADD COLUMN "compare_at_price_minor" integer;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_compare_at_price_ck" CHECK ("products"."compare_at_price_minor" IS NULL OR "products"."compare_at_price_minor" > "products"."price_minor");--> statement-breakpoint
-- The pick-up point an order goes to (Packeta): its id and its address as shown when ordered,
-- kept with the order (the list of points changes; the order must still say where it went).
ALTER TABLE "orders" ADD COLUMN "pickup_point_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pickup_point_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pickup_point_ck" CHECK (("orders"."pickup_point_id" IS NULL) = ("orders"."pickup_point_address" IS NULL));
