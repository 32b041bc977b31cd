-- An order's status history (issue 12, ADR 044). Written by hand. Every change of
-- `orders.status`, whoever makes it (staff through `npm run order`, the card gateway's return),
-- is written here by the database itself in the same transaction, with the time of that
-- transaction: the history cannot miss a change nor record one that was rolled back. An order's
-- creation ("new") is its `created_at`, not a row: placing an order writes nothing more.
CREATE TABLE "order_status_changes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"order_id" integer NOT NULL REFERENCES "orders"("id") ON DELETE CASCADE,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL DEFAULT now(),
	CONSTRAINT "order_status_changes_from_ck" CHECK ("from_status" IN ('new', 'paid', 'shipped', 'delivered', 'cancelled')),
	CONSTRAINT "order_status_changes_to_ck" CHECK ("to_status" IN ('new', 'paid', 'shipped', 'delivered', 'cancelled'))
);
--> statement-breakpoint
CREATE INDEX "order_status_changes_order_idx" ON "order_status_changes" ("order_id", "id");
--> statement-breakpoint
CREATE FUNCTION qf_order_status_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO order_status_changes (order_id, from_status, to_status, changed_at) VALUES (NEW.id, OLD.status, NEW.status, now());
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER orders_status_changed AFTER UPDATE OF status ON orders FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION qf_order_status_changed();
--> statement-breakpoint
-- Orders already paid before this migration: their payment as the first change.
INSERT INTO order_status_changes (order_id, from_status, to_status, changed_at)
SELECT id, 'new', 'paid', coalesce(paid_at, created_at) FROM orders WHERE status = 'paid';
