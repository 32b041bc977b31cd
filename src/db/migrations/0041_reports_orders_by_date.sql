-- The shop manager's reports (issue 26, ADR 078) read orders by the moment they were placed
-- (their invoices' date), a period at a time: an index on that moment instead of a scan of every order.
CREATE INDEX "orders_created_idx" ON "orders" USING btree ("created_at");