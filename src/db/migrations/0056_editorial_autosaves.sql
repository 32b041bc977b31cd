-- What an editor typed and has not saved yet (issue 25, ADR 094): one row per account, kind and item, upserted
-- by the administration's autosave script and offered back on the item's form and the dashboard; a save of the item
-- by the same account deletes it. It never touches the item, its revisions or the published version.
CREATE TABLE "editorial_autosaves" (
	"user_id" integer NOT NULL,
	"entity" text NOT NULL,
	"key" text NOT NULL,
	"base" integer,
	"fields" jsonb NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "editorial_autosaves_pk" PRIMARY KEY("user_id","entity","key"),
	CONSTRAINT "editorial_autosaves_entity_ck" CHECK ("editorial_autosaves"."entity" ~ '^[a-z][a-z_]{1,31}$'),
	CONSTRAINT "editorial_autosaves_key_ck" CHECK ("editorial_autosaves"."key" ~ '^(new|[1-9][0-9]{0,8})$'),
	CONSTRAINT "editorial_autosaves_fields_ck" CHECK (jsonb_typeof("editorial_autosaves"."fields") = 'object' and octet_length("editorial_autosaves"."fields"::text) <= 1048576)
);
--> statement-breakpoint
ALTER TABLE "editorial_autosaves" ADD CONSTRAINT "editorial_autosaves_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;