-- Moderation (ADR 059): requests for review of an item's revision, at most one waiting per item;
-- the log names submitting and returning.
CREATE TABLE "review_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"entity" text NOT NULL,
	"object_id" integer NOT NULL,
	"revision_id" integer NOT NULL,
	"submitted_by" integer,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"comment" text,
	CONSTRAINT "review_requests_status_ck" CHECK ("review_requests"."status" in ('pending', 'approved', 'returned', 'withdrawn')),
	CONSTRAINT "review_requests_comment_ck" CHECK ("review_requests"."comment" is null or char_length("review_requests"."comment") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "editorial_log" DROP CONSTRAINT "editorial_log_action_ck";--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_revision_id_revisions_id_fk" FOREIGN KEY ("revision_id") REFERENCES "public"."revisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_submitted_by_users_id_fk" FOREIGN KEY ("submitted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_requests" ADD CONSTRAINT "review_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_requests_pending_uq" ON "review_requests" USING btree ("entity","object_id") WHERE "review_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "review_requests_status_idx" ON "review_requests" USING btree ("status","submitted_at");--> statement-breakpoint
ALTER TABLE "editorial_log" ADD CONSTRAINT "editorial_log_action_ck" CHECK ("editorial_log"."action" in ('create', 'draft', 'publish', 'schedule', 'unpublish', 'schedule_unpublish', 'unschedule', 'submit', 'return'));