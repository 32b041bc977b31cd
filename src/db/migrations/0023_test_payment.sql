-- An order the simulated card gateway marked paid took no money (ADR 046): staff's pages and the
-- customer's order history say so, so a test shop's orders are never shipped as paid ones.
ALTER TABLE "orders" ADD COLUMN "test_payment" boolean DEFAULT false NOT NULL;
