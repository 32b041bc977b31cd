-- Shared preview links (ADR 066): a draft shown to a reviewer without an account until the link expires or is
-- revoked; only the token's SHA-256 is kept.
CREATE TABLE "preview_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "preview_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"entity" text NOT NULL,
	"object_id" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "preview_links_token_ck" CHECK ("preview_links"."token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "preview_links_period_ck" CHECK ("preview_links"."expires_at" > "preview_links"."created_at")
);
--> statement-breakpoint
ALTER TABLE "preview_links" ADD CONSTRAINT "preview_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "preview_links_token_uq" ON "preview_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "preview_links_item_idx" ON "preview_links" USING btree ("entity","object_id");