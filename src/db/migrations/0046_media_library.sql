-- The media library (issue 25, ADR 086): alt texts or a decorative mark, a focal point and a version per picture,
-- its renditions keyed by version and crop, and the upright, metadata-free file they are made from.
CREATE TABLE "media_originals" (
	"image_id" integer PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"content" "bytea" NOT NULL
);
--> statement-breakpoint
DROP INDEX "media_variants_uq";--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "focal_x" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "focal_y" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "media_images" ADD COLUMN "uploaded_by" integer;--> statement-breakpoint
ALTER TABLE "media_variants" ADD COLUMN "rendition" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "media_variants" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "media_originals" ADD CONSTRAINT "media_originals_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_images_created_idx" ON "media_images" USING btree ("created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_variants_uq" ON "media_variants" USING btree ("image_id","version","rendition","format","width");--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_focal_ck" CHECK ("media_images"."focal_x" between 0 and 100 and "media_images"."focal_y" between 0 and 100);--> statement-breakpoint
ALTER TABLE "media_images" ADD CONSTRAINT "media_images_alt_ck" CHECK ("media_images"."decorative" or ("media_images"."alt_cs" <> '' and "media_images"."alt_en" <> ''));--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_rendition_ck" CHECK ("media_variants"."rendition" in ('full', 'thumb', 'square'));