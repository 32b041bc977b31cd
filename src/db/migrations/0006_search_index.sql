-- Hand-added: the search index folds and stems in Node (ADR 019), but typo correction needs pg_trgm;
-- unaccent is created too so both engines have the same extensions (PGlite loads both).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE TABLE "search_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"lang" text NOT NULL,
	"scope" text NOT NULL,
	"kind" text NOT NULL,
	"faculty_id" integer,
	"category_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"date" timestamp with time zone,
	"price_czk" integer,
	"image_url" text,
	"title_tsv" "tsvector" NOT NULL,
	"tsv" "tsvector" NOT NULL,
	CONSTRAINT "search_entries_lang_ck" CHECK ("search_entries"."lang" in ('cs', 'en'))
);
--> statement-breakpoint
CREATE TABLE "search_queue" (
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_queue_source_source_id_pk" PRIMARY KEY("source","source_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"lang" text NOT NULL,
	"word" text NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_words_lang_word_pk" PRIMARY KEY("lang","word")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "search_entries_source_uq" ON "search_entries" USING btree ("source","source_id","lang");--> statement-breakpoint
CREATE INDEX "search_entries_tsv_idx" ON "search_entries" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_entries_title_tsv_idx" ON "search_entries" USING gin ("title_tsv");--> statement-breakpoint
CREATE INDEX "search_words_prefix_idx" ON "search_words" USING btree ("lang","word" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Hand-added below the generated part.
-- Words near `q` by trigram similarity, for typo correction (src/features/search/search.repository.ts).
-- The threshold is the function's own setting, so the GIN index answers `%` with it on every
-- pooled connection without a transaction around the query: one wrong letter in a five-letter
-- word leaves a similarity of 0.33, two swapped ones 0.2, hence 0.18.
CREATE FUNCTION qf_search_similar_words(p_lang text, q text, n integer)
RETURNS TABLE (word text, similarity real, frequency integer)
LANGUAGE sql STABLE
SET pg_trgm.similarity_threshold = 0.18
AS $$
  SELECT w.word, similarity(w.word, q), w.frequency
  FROM search_words w
  WHERE w.lang = p_lang AND w.word % q AND length(w.word) BETWEEN length(q) - 2 AND length(q) + 2
  ORDER BY similarity(w.word, q) DESC, w.frequency DESC, w.word
  LIMIT n
$$;
--> statement-breakpoint
-- Changed content rows are queued for indexing, once per row however often they change before a
-- node drains the queue. Statement triggers with transition tables: a seed or an import of
-- 100,000 rows costs one INSERT ... SELECT per statement, not a trigger call per row.
-- TG_ARGV: the queue's source name and the column holding that source's id.
CREATE FUNCTION qf_search_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO search_queue (source, source_id) VALUES ('all', 0) ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO search_queue (source, source_id) SELECT DISTINCT %L, %I FROM new_rows WHERE %I IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('INSERT INTO search_queue (source, source_id) SELECT %L, %I FROM new_rows WHERE %I IS NOT NULL UNION SELECT %L, %I FROM old_rows WHERE %I IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1], TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  ELSE
    EXECUTE format('INSERT INTO search_queue (source, source_id) SELECT DISTINCT %L, %I FROM old_rows WHERE %I IS NOT NULL ON CONFLICT DO NOTHING', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('faculties', 'faculty', 'id'), ('pages', 'page', 'id'), ('page_sections', 'page', 'page_id'),
    ('news', 'news', 'id'), ('documents', 'document', 'id'), ('product_categories', 'category', 'id'),
    ('products', 'product', 'id'), ('product_images', 'product', 'product_id'), ('departments', 'department', 'id'),
    ('people', 'person', 'id'), ('programmes', 'programme', 'id')
  ) AS v(tbl, src, col) LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION qf_search_enqueue(%L, %L)', t.tbl || '_search_ins', t.tbl, t.src, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION qf_search_enqueue(%L, %L)', t.tbl || '_search_upd', t.tbl, t.src, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION qf_search_enqueue(%L, %L)', t.tbl || '_search_del', t.tbl, t.src, t.col);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION qf_search_enqueue(%L, %L)', t.tbl || '_search_trunc', t.tbl, t.src, t.col);
  END LOOP;
END
$$;
--> statement-breakpoint
-- A database seeded before this migration gets its index built by the first node that drains the
-- queue; a new one is indexed by the seed, which empties the queue.
INSERT INTO search_queue (source, source_id) VALUES ('all', 0);
