CREATE TABLE "departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"faculty_id" integer,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "departments_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "media_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"widths" integer[] NOT NULL,
	"alt_cs" text NOT NULL,
	"alt_en" text NOT NULL,
	CONSTRAINT "media_images_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "media_variants" (
	"image_id" integer NOT NULL,
	"format" text NOT NULL,
	"width" integer NOT NULL,
	"content" "bytea" NOT NULL,
	CONSTRAINT "media_variants_format_ck" CHECK ("media_variants"."format" in ('webp', 'avif'))
);
--> statement-breakpoint
CREATE TABLE "people" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "people_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"faculty_id" integer,
	"department_id" integer,
	"titles_before" text NOT NULL,
	"given_name" text NOT NULL,
	"family_name" text NOT NULL,
	"titles_after" text NOT NULL,
	"role_cs" text NOT NULL,
	"role_en" text NOT NULL,
	"office_cs" text NOT NULL,
	"office_en" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"search_name" text NOT NULL,
	"portrait_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "people_slug_unique" UNIQUE("slug"),
	CONSTRAINT "people_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "programmes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "programmes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"faculty_id" integer NOT NULL,
	"slug_cs" text NOT NULL,
	"slug_en" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"degree" text NOT NULL,
	"forms" text[] NOT NULL,
	"language" text NOT NULL,
	"years" integer NOT NULL,
	"profile_cs" text NOT NULL,
	"profile_en" text NOT NULL,
	"career_cs" text NOT NULL,
	"career_en" text NOT NULL,
	"admission_cs" text NOT NULL,
	"admission_en" text NOT NULL,
	"subjects" jsonb NOT NULL,
	"guarantor_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "programmes_code_unique" UNIQUE("code"),
	CONSTRAINT "programmes_slug_cs_unique" UNIQUE("slug_cs"),
	CONSTRAINT "programmes_slug_en_unique" UNIQUE("slug_en"),
	CONSTRAINT "programmes_degree_ck" CHECK ("programmes"."degree" in ('bachelor', 'master', 'doctoral')),
	CONSTRAINT "programmes_language_ck" CHECK ("programmes"."language" in ('cs', 'en'))
);
--> statement-breakpoint
ALTER TABLE "faculties" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faculties" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "faculties" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "image_id" integer;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_variants" ADD CONSTRAINT "media_variants_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people" ADD CONSTRAINT "people_portrait_id_media_images_id_fk" FOREIGN KEY ("portrait_id") REFERENCES "public"."media_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "programmes" ADD CONSTRAINT "programmes_guarantor_id_people_id_fk" FOREIGN KEY ("guarantor_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_variants_uq" ON "media_variants" USING btree ("image_id","format","width");--> statement-breakpoint
CREATE INDEX "people_faculty_idx" ON "people" USING btree ("faculty_id","sort");--> statement-breakpoint
CREATE INDEX "people_department_idx" ON "people" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "programmes_faculty_idx" ON "programmes" USING btree ("faculty_id","sort");--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_image_id_media_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Hand-added below the generated part: the new content tables notify `content_changed` as the
-- others do (0001), so a changed programme, person or picture empties every node's caches.
CREATE TRIGGER media_images_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON media_images FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();--> statement-breakpoint
CREATE TRIGGER departments_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON departments FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();--> statement-breakpoint
CREATE TRIGGER people_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON people FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();--> statement-breakpoint
CREATE TRIGGER programmes_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON programmes FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
