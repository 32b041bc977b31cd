-- People are edited in the administration (ADR 079): the draft state every editable table carries (ADR 058),
-- seeded people stay live; two indexes serve the administration's alphabetical list, all or one faculty's.
ALTER TABLE "people" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "has_unpublished_changes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "last_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "go_live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "live_revision_id" integer;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "latest_revision_id" integer;--> statement-breakpoint
CREATE INDEX "people_go_live_idx" ON "people" USING btree ("go_live_at") WHERE "people"."go_live_at" is not null;--> statement-breakpoint
CREATE INDEX "people_expire_idx" ON "people" USING btree ("expire_at") WHERE "people"."expire_at" is not null;--> statement-breakpoint
CREATE INDEX "people_admin_name_idx" ON "people" USING btree ("family_name","id");--> statement-breakpoint
CREATE INDEX "people_admin_faculty_name_idx" ON "people" USING btree ("faculty_id","family_name","id");