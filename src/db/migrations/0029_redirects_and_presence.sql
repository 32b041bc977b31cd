-- Addresses that moved (ADR 059): a 301 from an old address of the site to its new one, made when
-- an item's address changes or by a chief editor; and who has an item open in the administration.
CREATE TABLE "edit_presence" (
	"entity" text NOT NULL,
	"object_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_presence_pk" PRIMARY KEY("entity","object_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "redirects_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"from_path" text NOT NULL,
	"to_path" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	CONSTRAINT "redirects_from_path_unique" UNIQUE("from_path"),
	CONSTRAINT "redirects_paths_ck" CHECK ("redirects"."from_path" ~ '^/qf/[^[:space:]?#\\]+$' and "redirects"."to_path" ~ '^/qf/[^[:space:]?#\\]+$' and "redirects"."from_path" <> "redirects"."to_path"),
	CONSTRAINT "redirects_length_ck" CHECK (char_length("redirects"."from_path") <= 500 and char_length("redirects"."to_path") <= 500),
	CONSTRAINT "redirects_source_ck" CHECK ("redirects"."source" in ('auto', 'manual'))
);
--> statement-breakpoint
ALTER TABLE "edit_presence" ADD CONSTRAINT "edit_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redirects" ADD CONSTRAINT "redirects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "redirects_to_idx" ON "redirects" USING btree ("to_path");