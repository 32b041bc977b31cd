-- Every change to what anonymous visitors read (pages, news, documents, catalogue) notifies the
-- channel `content_changed` once per statement, with the table's name as the payload. Each server
-- node LISTENs and drops its rendered-region and menu caches (src/server/content-cache.ts), so a
-- cached page is never older than the last committed change, on any node.
CREATE FUNCTION qf_notify_content_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER faculties_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON faculties FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER pages_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON pages FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER page_sections_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON page_sections FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER news_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON news FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER documents_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON documents FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER product_categories_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_categories FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER products_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER product_images_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_images FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
