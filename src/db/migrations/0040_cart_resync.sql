-- Carts kept in the database beside Redis (issue 27, ADR 080): the owners whose cart changed in the database
-- while Redis was away, written back to Redis by the first node that reaches it again.
CREATE TABLE "cart_resync" (
	"owner" text PRIMARY KEY NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL
);
