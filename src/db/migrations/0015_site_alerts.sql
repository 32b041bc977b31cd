-- Editors' alerts (spec 001 §3 Alert, §4; issue 15): one row per alert and language, shown in the
-- page frame while `now()` lies in [valid_from, valid_until). `alert_id` is what the visitor's
-- seen-alerts cookie remembers, so it is kept to a cookie-safe grammar.
CREATE TABLE "site_alerts" (
	"alert_id" text NOT NULL,
	"lang" text NOT NULL,
	"message" text NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	CONSTRAINT "site_alerts_pk" PRIMARY KEY("alert_id","lang"),
	CONSTRAINT "site_alerts_id_ck" CHECK ("site_alerts"."alert_id" ~ '^[a-z0-9][a-z0-9-]{0,63}$'),
	CONSTRAINT "site_alerts_lang_ck" CHECK ("site_alerts"."lang" in ('cs', 'en')),
	CONSTRAINT "site_alerts_period_ck" CHECK ("site_alerts"."valid_until" > "site_alerts"."valid_from")
);
--> statement-breakpoint
CREATE INDEX "site_alerts_lang_until_idx" ON "site_alerts" USING btree ("lang","valid_until");
--> statement-breakpoint
-- Photo galleries of news items (spec 001 §2 galleries): a gallery is named by a key
-- (`news/{translation_key}/{n}`) and holds university pictures in order.
CREATE TABLE "gallery_images" (
	"gallery_key" text NOT NULL,
	"position" integer NOT NULL,
	"image_id" integer NOT NULL,
	CONSTRAINT "gallery_images_pk" PRIMARY KEY("gallery_key","position"),
	CONSTRAINT "gallery_images_image_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media_images"("id") ON DELETE cascade
);
--> statement-breakpoint
CREATE TRIGGER gallery_images_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON gallery_images FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
