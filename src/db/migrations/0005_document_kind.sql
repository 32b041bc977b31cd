-- What each document is, for the document list's type filter. Rows seeded before this
-- migration become guides until the next seed gives them their real kind.
ALTER TABLE "documents" ADD COLUMN "kind" text NOT NULL DEFAULT 'guide';--> statement-breakpoint
ALTER TABLE "documents" ALTER COLUMN "kind" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "documents_lang_published_idx" ON "documents" USING btree ("lang","published_at");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_kind_ck" CHECK ("documents"."kind" in ('regulation', 'report', 'guide', 'plan', 'minutes'));
