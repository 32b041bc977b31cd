DROP INDEX "search_entries_tsv_idx";--> statement-breakpoint
DROP INDEX "search_entries_title_tsv_idx";--> statement-breakpoint
CREATE INDEX "search_entries_tsv_cs_web_idx" ON "search_entries" USING gin ("tsv") WHERE lang = 'cs' and scope = 'web';--> statement-breakpoint
CREATE INDEX "search_entries_title_tsv_cs_web_idx" ON "search_entries" USING gin ("title_tsv") WHERE lang = 'cs' and scope = 'web';--> statement-breakpoint
CREATE INDEX "search_entries_tsv_cs_documents_idx" ON "search_entries" USING gin ("tsv") WHERE lang = 'cs' and scope = 'documents';--> statement-breakpoint
CREATE INDEX "search_entries_title_tsv_cs_documents_idx" ON "search_entries" USING gin ("title_tsv") WHERE lang = 'cs' and scope = 'documents';--> statement-breakpoint
CREATE INDEX "search_entries_tsv_cs_eshop_idx" ON "search_entries" USING gin ("tsv") WHERE lang = 'cs' and scope = 'eshop';--> statement-breakpoint
CREATE INDEX "search_entries_title_tsv_cs_eshop_idx" ON "search_entries" USING gin ("title_tsv") WHERE lang = 'cs' and scope = 'eshop';--> statement-breakpoint
CREATE INDEX "search_entries_tsv_en_web_idx" ON "search_entries" USING gin ("tsv") WHERE lang = 'en' and scope = 'web';--> statement-breakpoint
CREATE INDEX "search_entries_title_tsv_en_web_idx" ON "search_entries" USING gin ("title_tsv") WHERE lang = 'en' and scope = 'web';--> statement-breakpoint
CREATE INDEX "search_entries_tsv_en_documents_idx" ON "search_entries" USING gin ("tsv") WHERE lang = 'en' and scope = 'documents';--> statement-breakpoint
CREATE INDEX "search_entries_title_tsv_en_documents_idx" ON "search_entries" USING gin ("title_tsv") WHERE lang = 'en' and scope = 'documents';--> statement-breakpoint
CREATE INDEX "search_entries_tsv_en_eshop_idx" ON "search_entries" USING gin ("tsv") WHERE lang = 'en' and scope = 'eshop';--> statement-breakpoint
CREATE INDEX "search_entries_title_tsv_en_eshop_idx" ON "search_entries" USING gin ("title_tsv") WHERE lang = 'en' and scope = 'eshop';--> statement-breakpoint
-- A page's FAQ (migration 0007) is part of its indexed text: a change to it queues the page.
CREATE TRIGGER page_faqs_search_ins AFTER INSERT ON page_faqs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION qf_search_enqueue('page', 'page_id');--> statement-breakpoint
CREATE TRIGGER page_faqs_search_upd AFTER UPDATE ON page_faqs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION qf_search_enqueue('page', 'page_id');--> statement-breakpoint
CREATE TRIGGER page_faqs_search_del AFTER DELETE ON page_faqs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION qf_search_enqueue('page', 'page_id');--> statement-breakpoint
CREATE TRIGGER page_faqs_search_trunc AFTER TRUNCATE ON page_faqs FOR EACH STATEMENT EXECUTE FUNCTION qf_search_enqueue('page', 'page_id');--> statement-breakpoint
-- Pages with questions are indexed again, now with them.
INSERT INTO search_queue (source, source_id) SELECT DISTINCT 'page', page_id FROM page_faqs ON CONFLICT DO NOTHING;
