-- Live validation's contexts (issue 13, ADR 031): one row per form a visitor is filling in,
-- shared by every node. The id is the SHA-256 of the context id the browser holds, the owner the
-- SHA-256 of the visitor's `qf_lv` cookie: a database read never yields an id that works, and
-- another visitor's id finds nothing. `busy_until` is the lock of the call in progress (error 02),
-- `released` the form state given up after its submission (error 04).
CREATE TABLE "validation_contexts" (
	"id" text PRIMARY KEY,
	"owner" text NOT NULL,
	"form_id" text NOT NULL,
	"page_path" text NOT NULL,
	"user_id" integer,
	"released" boolean DEFAULT false NOT NULL,
	"busy_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "validation_contexts_expires_idx" ON "validation_contexts" ("expires_at");
--> statement-breakpoint
CREATE INDEX "validation_contexts_owner_idx" ON "validation_contexts" ("owner", "form_id");
--> statement-breakpoint
-- Messages sent through the contact form, with their attachment (ADR 043); the mail the
-- outbox sends names the row.
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"lang" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"faculty" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"attachment_name" text,
	"attachment_type" text,
	"attachment" bytea,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- An attachment uploaded ahead of its form (the upload widget's progress, ADR 043), claimed by
-- the owner's submission or gone after its expiry.
CREATE TABLE "contact_uploads" (
	"id" text PRIMARY KEY,
	"owner" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"bytes" bytea NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Newsletter sign-ups, confirmed by a mailed link (double opt-in); the token is kept hashed.
CREATE TABLE "newsletter_subscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"email" text NOT NULL UNIQUE,
	"lang" text NOT NULL,
	"token_hash" text,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
