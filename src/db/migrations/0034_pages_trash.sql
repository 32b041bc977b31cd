-- Pages in the trash (ADR 063): when and with which deleted page a page went, so a subtree goes and
-- comes back together; a page is never its own parent.
ALTER TABLE "pages" ADD COLUMN "trashed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "trash_root_id" integer;--> statement-breakpoint
CREATE INDEX "pages_trash_root_idx" ON "pages" USING btree ("trash_root_id") WHERE "pages"."trash_root_id" is not null;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_trash_ck" CHECK (("pages"."trashed_at" is null) = ("pages"."trash_root_id" is null));--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_not_own_parent_ck" CHECK ("pages"."parent_id" <> "pages"."id");