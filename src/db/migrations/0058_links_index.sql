-- The index of internal links (issue 25, ADR 100): every link an item's text holds, one row each in reading order,
-- rewritten by the editorial service in the transaction that writes the item's text, and the verdicts on the site
-- paths those links name (checked by the app against the sitemap, its routes and the redirects). The broken links
-- report joins them with what exists, so a page of it is one indexed query. The rows already there are indexed
-- here, as src/features/news/news.link-sources.ts and src/features/content/content.link-sources.ts read them; the
-- verdicts are made by the app when the report first asks. Each link's `reason` (why it is broken, null while it is
-- not) is kept by triggers: when the link is written, when its target item is inserted, deleted or changes `live` or
-- `trashed_at`, and when its path's verdict changes: each such change touches the links to that one item or path
-- (an indexed update), and the report reads the broken links from a partial index instead of judging every link.
CREATE TABLE "item_links" (
	"source" text NOT NULL,
	"holder_id" integer NOT NULL,
	"place" integer NOT NULL,
	"text" text NOT NULL,
	"target_kind" text,
	"target_id" integer,
	"href" text,
	"path" text,
	"reason" text,
	CONSTRAINT "item_links_pk" PRIMARY KEY("source","holder_id","place"),
	CONSTRAINT "item_links_source_ck" CHECK ("item_links"."source" ~ '^[a-z][a-z_]{1,31}$'),
	CONSTRAINT "item_links_reason_ck" CHECK ("item_links"."reason" in ('deleted', 'unpublished', 'nowhere')),
	CONSTRAINT "item_links_target_ck" CHECK (("item_links"."target_kind" in ('news', 'page', 'document') and "item_links"."target_id" is not null and "item_links"."href" is null and "item_links"."path" is null) or ("item_links"."target_kind" is null and "item_links"."target_id" is null and "item_links"."href" is not null and "item_links"."path" is not null))
);
--> statement-breakpoint
CREATE TABLE "link_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"leads" boolean,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "item_links_target_idx" ON "item_links" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "item_links_path_idx" ON "item_links" USING btree ("path");--> statement-breakpoint
CREATE INDEX "item_links_broken_idx" ON "item_links" USING btree ("source","holder_id" DESC NULLS LAST,"place") WHERE "item_links"."reason" is not null;--> statement-breakpoint
CREATE INDEX "link_paths_unchecked_idx" ON "link_paths" USING btree ("path") WHERE "link_paths"."leads" is null;
--> statement-breakpoint
-- Why a link is broken now (ADR 100): its path's verdict (none yet: not broken), or its target's state.
CREATE FUNCTION qf_item_link_reason(kind text, target integer, address text) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT CASE
		WHEN address IS NOT NULL THEN (SELECT CASE WHEN NOT lp.leads THEN 'nowhere' END FROM link_paths lp WHERE lp.path = address)
		WHEN kind = 'news' THEN coalesce((SELECT CASE WHEN NOT n.live THEN 'unpublished' END FROM news n WHERE n.id = target), CASE WHEN NOT EXISTS (SELECT 1 FROM news n WHERE n.id = target) THEN 'deleted' END)
		WHEN kind = 'page' THEN coalesce((SELECT CASE WHEN p.trashed_at IS NOT NULL THEN 'deleted' WHEN NOT p.live THEN 'unpublished' END FROM pages p WHERE p.id = target), CASE WHEN NOT EXISTS (SELECT 1 FROM pages p WHERE p.id = target) THEN 'deleted' END)
		WHEN kind = 'document' THEN coalesce((SELECT CASE WHEN NOT d.live THEN 'unpublished' END FROM documents d WHERE d.id = target), CASE WHEN NOT EXISTS (SELECT 1 FROM documents d WHERE d.id = target) THEN 'deleted' END)
	END
$$;
--> statement-breakpoint
CREATE FUNCTION qf_item_links_judge() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	NEW.reason := qf_item_link_reason(NEW.target_kind, NEW.target_id, NEW.path);
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER item_links_judge BEFORE INSERT OR UPDATE OF target_kind, target_id, path ON item_links FOR EACH ROW EXECUTE FUNCTION qf_item_links_judge();
--> statement-breakpoint
-- A target item written: the links to it judged again (TG_ARGV[0] is its kind).
CREATE FUNCTION qf_item_links_target_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	changed integer := CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END;
BEGIN
	UPDATE item_links SET reason = qf_item_link_reason(target_kind, target_id, path)
	WHERE target_kind = TG_ARGV[0] AND target_id = changed AND reason IS DISTINCT FROM qf_item_link_reason(target_kind, target_id, path);
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER news_item_links AFTER INSERT OR DELETE OR UPDATE OF live ON news FOR EACH ROW EXECUTE FUNCTION qf_item_links_target_changed('news');
--> statement-breakpoint
CREATE TRIGGER pages_item_links AFTER INSERT OR DELETE OR UPDATE OF live, trashed_at ON pages FOR EACH ROW EXECUTE FUNCTION qf_item_links_target_changed('page');
--> statement-breakpoint
CREATE TRIGGER documents_item_links AFTER INSERT OR DELETE OR UPDATE OF live ON documents FOR EACH ROW EXECUTE FUNCTION qf_item_links_target_changed('document');
--> statement-breakpoint
-- A path's verdict written: the links naming it follow.
CREATE FUNCTION qf_item_links_path_judged() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE item_links SET reason = CASE WHEN NOT NEW.leads THEN 'nowhere' END
	WHERE path = NEW.path AND reason IS DISTINCT FROM CASE WHEN NOT NEW.leads THEN 'nowhere' END;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER link_paths_judged AFTER INSERT OR UPDATE OF leads ON link_paths FOR EACH ROW EXECUTE FUNCTION qf_item_links_path_judged();
--> statement-breakpoint
-- News and events: link marks of paragraphs, quotes, call-outs and FAQ answers, and the documents a list names.
WITH runs AS (
	SELECT n.id, blk.i, part.j, part.runs
	FROM "news" n
	CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(n.blocks) = 'array' THEN n.blocks ELSE '[]'::jsonb END) WITH ORDINALITY AS blk(b, i)
	CROSS JOIN LATERAL (
		SELECT 0::bigint AS j, blk.b->'content' AS runs WHERE blk.b->>'type' IN ('paragraph', 'quote', 'callout')
		UNION ALL
		SELECT item.j, item.q->'answer' FROM jsonb_array_elements(CASE WHEN blk.b->>'type' = 'faq' THEN blk.b->'items' ELSE '[]'::jsonb END) WITH ORDINALITY AS item(q, j)
	) part
), marked AS (
	SELECT runs.id, runs.i, runs.j, node.k, node.v->>'text' AS text,
		(SELECT m->'attrs' FROM jsonb_array_elements(coalesce(node.v->'marks', '[]'::jsonb)) AS m WHERE m->>'type' = 'link' LIMIT 1) AS attrs
	FROM runs
	CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(runs.runs) = 'array' THEN runs.runs ELSE '[]'::jsonb END) WITH ORDINALITY AS node(v, k)
), found AS (
	SELECT id, i, j, k, text, attrs FROM marked
	WHERE attrs->>'kind' IN ('news', 'page', 'document') OR attrs->>'href' ~ '^/([^/\\]|$)'
	UNION ALL
	SELECT n.id, blk.i, 0, d.k, '', jsonb_build_object('kind', 'document', 'id', d.v)
	FROM "news" n
	CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(n.blocks) = 'array' THEN n.blocks ELSE '[]'::jsonb END) WITH ORDINALITY AS blk(b, i)
	CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN blk.b->>'type' = 'documents' THEN blk.b->'ids' ELSE '[]'::jsonb END) WITH ORDINALITY AS d(v, k)
), bare AS (
	SELECT found.*, regexp_replace(attrs->>'href', '[?#].*$', '') AS bare FROM found
)
INSERT INTO "item_links" ("source", "holder_id", "place", "text", "target_kind", "target_id", "href", "path")
SELECT 'news', id, row_number() OVER (PARTITION BY id ORDER BY i, j, k) - 1, text,
	CASE WHEN attrs ? 'kind' THEN attrs->>'kind' END, CASE WHEN attrs ? 'kind' THEN (attrs->>'id')::int END,
	CASE WHEN attrs ? 'kind' THEN NULL ELSE attrs->>'href' END,
	CASE WHEN attrs ? 'kind' THEN NULL WHEN char_length(bare) > 1 THEN coalesce(nullif(regexp_replace(bare, '/+$', ''), ''), '/') ELSE bare END
FROM bare;
--> statement-breakpoint
-- Pages: `[label](/path)` in sections' bodies, then in FAQs' answers (labels of at most 200 characters).
WITH texts AS (
	SELECT page_id, 0 AS part, sort, id, body AS t FROM "page_sections" WHERE strpos(body, '](/') > 0
	UNION ALL
	SELECT page_id, 1, sort, id, answer FROM "page_faqs" WHERE strpos(answer, '](/') > 0
), found AS (
	SELECT texts.page_id, texts.part, texts.sort, texts.id, hit.i, hit.m[1] AS text, hit.m[2] AS href, regexp_replace(hit.m[2], '[?#].*$', '') AS bare
	FROM texts
	CROSS JOIN LATERAL regexp_matches(texts.t, '\[([^]\n]+)\]\((/(?![/\\])[^\s()<>"]*)\)', 'g') WITH ORDINALITY AS hit(m, i)
	WHERE char_length(hit.m[1]) <= 200
)
INSERT INTO "item_links" ("source", "holder_id", "place", "text", "target_kind", "target_id", "href", "path")
SELECT 'page', page_id, row_number() OVER (PARTITION BY page_id ORDER BY part, sort, id, i) - 1, text, NULL, NULL, href,
	CASE WHEN char_length(bare) > 1 THEN coalesce(nullif(regexp_replace(bare, '/+$', ''), ''), '/') ELSE bare END
FROM found;
--> statement-breakpoint
-- The paths named so far, unchecked: the report checks them before it is first read.
INSERT INTO "link_paths" ("path") SELECT DISTINCT "path" FROM "item_links" WHERE "path" IS NOT NULL;