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
CREATE INDEX "search_entries_title_tsv_en_eshop_idx" ON "search_entries" USING gin ("title_tsv") WHERE lang = 'en' and scope = 'eshop';