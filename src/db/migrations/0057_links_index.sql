-- The index of internal links (issue 25, ADR 100): every link an item's text holds, one row each in reading order,
-- rewritten by the editorial service in the transaction that writes the item's text, and the verdicts on the site
-- paths those links name (checked by the app against the sitemap, its routes and the redirects). The broken links
-- report joins them with what exists, so a page of it is one indexed query. The rows already there are indexed
-- here, as src/features/news/news.link-sources.ts and src/features/content/content.link-sources.ts read them; the
-- verdicts are made by the app when the report first asks.
CREATE TABLE "item_links" (
	"source" text NOT NULL,
	"holder_id" integer NOT NULL,
	"place" integer NOT NULL,
	"text" text NOT NULL,
	"target_kind" text,
	"target_id" integer,
	"href" text,
	"path" text,
	CONSTRAINT "item_links_pk" PRIMARY KEY("source","holder_id","place"),
	CONSTRAINT "item_links_source_ck" CHECK ("item_links"."source" ~ '^[a-z][a-z_]{1,31}$'),
	CONSTRAINT "item_links_target_ck" CHECK (("item_links"."target_kind" in ('news', 'page', 'document') and "item_links"."target_id" is not null and "item_links"."href" is null and "item_links"."path" is null) or ("item_links"."target_kind" is null and "item_links"."target_id" is null and "item_links"."href" is not null and "item_links"."path" is not null))
);
--> statement-breakpoint
CREATE TABLE "link_paths" (
	"path" text PRIMARY KEY NOT NULL,
	"leads" boolean NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "item_links_target_idx" ON "item_links" USING btree ("target_kind","target_id");--> statement-breakpoint
CREATE INDEX "item_links_path_idx" ON "item_links" USING btree ("path");
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