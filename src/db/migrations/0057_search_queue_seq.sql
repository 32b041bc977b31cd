-- A change could be lost by the search indexer (ADR 102): a change's trigger found its row already queued and
-- did nothing, without a lock, so a batch could claim the row, load the content before the change committed
-- and delete the row, leaving the old text indexed until the item changed again. Every change of a queued row
-- now renumbers it (`seq`), which locks the row until the change commits (a batch's SKIP LOCKED passes it by),
-- and a batch deletes only the rows whose `seq` is still the one it read. Notifications are untouched.
CREATE SEQUENCE "public"."search_queue_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
ALTER TABLE "search_queue" ADD COLUMN "seq" bigint DEFAULT nextval('search_queue_seq') NOT NULL;--> statement-breakpoint
-- Hand-added below the generated part: the triggers of migrations 0006 and 0016, renumbering instead of doing nothing.
CREATE OR REPLACE FUNCTION qf_search_enqueue() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    INSERT INTO search_queue (source, source_id) VALUES ('all', 0) ON CONFLICT (source, source_id) DO UPDATE SET seq = excluded.seq;
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE format('INSERT INTO search_queue (source, source_id) SELECT DISTINCT %L, %I FROM new_rows WHERE %I IS NOT NULL ON CONFLICT (source, source_id) DO UPDATE SET seq = excluded.seq', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE format('INSERT INTO search_queue (source, source_id) SELECT %L, %I FROM new_rows WHERE %I IS NOT NULL UNION SELECT %L, %I FROM old_rows WHERE %I IS NOT NULL ON CONFLICT (source, source_id) DO UPDATE SET seq = excluded.seq', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1], TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  ELSE
    EXECUTE format('INSERT INTO search_queue (source, source_id) SELECT DISTINCT %L, %I FROM old_rows WHERE %I IS NOT NULL ON CONFLICT (source, source_id) DO UPDATE SET seq = excluded.seq', TG_ARGV[0], TG_ARGV[1], TG_ARGV[1]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION qf_search_enqueue_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_queue (source, source_id)
  SELECT DISTINCT 'product', n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE to_jsonb(n) - 'stock' IS DISTINCT FROM to_jsonb(o) - 'stock'
  ON CONFLICT (source, source_id) DO UPDATE SET seq = excluded.seq;
  RETURN NULL;
END
$$;
