-- Which create form made which item (issue 25, ADR 094): a create form's random key, claimed by the create in its
-- transaction, so a second post of the same form (a double click, a second tab that restored the same autosave)
-- is sent to the item the first made instead of making another.
CREATE TABLE "editorial_creations" (
	"user_id" integer NOT NULL,
	"entity" text NOT NULL,
	"create_key" text NOT NULL,
	"object_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editorial_creations_pk" PRIMARY KEY("user_id","entity","create_key"),
	CONSTRAINT "editorial_creations_entity_ck" CHECK ("editorial_creations"."entity" ~ '^[a-z][a-z_]{1,31}$'),
	CONSTRAINT "editorial_creations_key_ck" CHECK ("editorial_creations"."create_key" ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$')
);
--> statement-breakpoint
ALTER TABLE "editorial_creations" ADD CONSTRAINT "editorial_creations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "editorial_creations_created_idx" ON "editorial_creations" USING btree ("created_at");