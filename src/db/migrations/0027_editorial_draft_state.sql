-- Draft state and revisions for editable content (ADR 058): pages, news and documents carry
-- Wagtail's draft-state columns, every version is a revision, every editorial act is logged.
-- Existing rows are live, so the site reads as before.
CREATE TABLE "editorial_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "editorial_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"object_id" integer NOT NULL,
	"action" text NOT NULL,
	"revision_id" integer,
	"user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"due" timestamp with time zone,
	CONSTRAINT "editorial_log_action_ck" CHECK ("editorial_log"."action" in ('create', 'draft', 'publish', 'schedule', 'unpublish', 'schedule_unpublish', 'unschedule'))
);
--> statement-breakpoint
CREATE TABLE "revisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "revisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"object_id" integer NOT NULL,
	"author_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"content" jsonb NOT NULL,
	"approved_go_live_at" timestamp with time zone,
	CONSTRAINT "revisions_entity_ck" CHECK ("revisions"."entity" ~ '^[a-z][a-z_]{1,31}$')
);
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "live" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "has_unpublished_changes" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "first_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "last_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "go_live_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "expire_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "live_revision_id" integer;
--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "latest_revision_id" integer;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "live" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "has_unpublished_changes" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "first_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "last_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "go_live_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "expire_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "live_revision_id" integer;
--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "latest_revision_id" integer;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "live" boolean DEFAULT true NOT NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "has_unpublished_changes" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "first_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "last_published_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "go_live_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "expire_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "live_revision_id" integer;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "latest_revision_id" integer;
--> statement-breakpoint
ALTER TABLE "editorial_log" ADD CONSTRAINT "editorial_log_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "editorial_log" ADD CONSTRAINT "editorial_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "editorial_log_object_idx" ON "editorial_log" USING btree ("entity","object_id","id");
--> statement-breakpoint
CREATE INDEX "revisions_object_idx" ON "revisions" USING btree ("entity","object_id","id");
--> statement-breakpoint
CREATE INDEX "documents_go_live_idx" ON "documents" USING btree ("go_live_at") WHERE "documents"."go_live_at" is not null;
--> statement-breakpoint
CREATE INDEX "documents_expire_idx" ON "documents" USING btree ("expire_at") WHERE "documents"."expire_at" is not null;
--> statement-breakpoint
CREATE INDEX "news_go_live_idx" ON "news" USING btree ("go_live_at") WHERE "news"."go_live_at" is not null;
--> statement-breakpoint
CREATE INDEX "news_expire_idx" ON "news" USING btree ("expire_at") WHERE "news"."expire_at" is not null;
--> statement-breakpoint
CREATE INDEX "pages_go_live_idx" ON "pages" USING btree ("go_live_at") WHERE "pages"."go_live_at" is not null;
--> statement-breakpoint
CREATE INDEX "pages_expire_idx" ON "pages" USING btree ("expire_at") WHERE "pages"."expire_at" is not null;
