-- Shopping lists (issue 12, ADR 029): a signed-in user's named lists of product variants, each
-- with a quantity, so "move all to the cart" knows the size. A list belongs to one user; its
-- name is unique per user whatever the case. The comparison needs no table: it lives in a cookie.
CREATE TABLE "shopping_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shopping_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_lists_name_ck" CHECK (char_length("name") BETWEEN 1 AND 60)
);--> statement-breakpoint
CREATE INDEX "shopping_lists_user_idx" ON "shopping_lists" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shopping_lists_name_uq" ON "shopping_lists" USING btree ("user_id",lower("name"));--> statement-breakpoint
CREATE TABLE "shopping_list_items" (
	"list_id" integer NOT NULL REFERENCES "shopping_lists"("id") ON DELETE CASCADE,
	"variant_id" integer NOT NULL REFERENCES "product_variants"("id") ON DELETE CASCADE,
	"quantity" integer DEFAULT 1 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shopping_list_items_pk" PRIMARY KEY("list_id","variant_id"),
	CONSTRAINT "shopping_list_items_quantity_ck" CHECK ("quantity" BETWEEN 1 AND 99)
);
