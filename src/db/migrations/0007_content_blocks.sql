CREATE TABLE "page_faqs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_faqs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"anchor" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_sections" ADD COLUMN "sign_language_videos" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "page_faqs" ADD CONSTRAINT "page_faqs_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_faqs_page_anchor_uq" ON "page_faqs" USING btree ("page_id","anchor");--> statement-breakpoint
-- Hand-added below the generated part: questions are content, so a change empties every node's
-- caches as for the other content tables (0001).
CREATE TRIGGER page_faqs_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_faqs FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
