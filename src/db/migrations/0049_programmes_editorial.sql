-- Study programmes are edited in the administration (ADR 085): the draft state every editable table carries (ADR 058),
-- seeded programmes stay live; two indexes serve the administration's list by name, all or one faculty's.
ALTER TABLE "programmes" ADD COLUMN "live" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "has_unpublished_changes" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "first_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "last_published_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "go_live_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "expire_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "live_revision_id" integer;--> statement-breakpoint
ALTER TABLE "programmes" ADD COLUMN "latest_revision_id" integer;--> statement-breakpoint
CREATE INDEX "programmes_admin_name_idx" ON "programmes" USING btree ("name_cs","id");--> statement-breakpoint
CREATE INDEX "programmes_admin_faculty_name_idx" ON "programmes" USING btree ("faculty_id","name_cs","id");--> statement-breakpoint
CREATE INDEX "programmes_go_live_idx" ON "programmes" USING btree ("go_live_at") WHERE "programmes"."go_live_at" is not null;--> statement-breakpoint
CREATE INDEX "programmes_expire_idx" ON "programmes" USING btree ("expire_at") WHERE "programmes"."expire_at" is not null;