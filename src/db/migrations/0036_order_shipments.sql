-- An order's parcel (issue 26, ADR 071): the carrier and tracking number the shop manager sets;
-- the customer's order page and the "shipped" e-mail link the carrier's tracking page.
CREATE TABLE "order_shipments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" integer,
	CONSTRAINT "order_shipments_carrier_ck" CHECK ("order_shipments"."carrier" IN ('packeta', 'ceskaposta', 'ppl')),
	CONSTRAINT "order_shipments_tracking_number_ck" CHECK ("order_shipments"."tracking_number" ~ '^[A-Z0-9][A-Z0-9-]{2,38}[A-Z0-9]$')
);
--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_set_by_users_id_fk" FOREIGN KEY ("set_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;