-- News items' and events' bodies become blocks (issue 25, ADR 093): `blocks` holds the published body as
-- the block model's JSON (ProseMirror-compatible rich text), validated by the entity's content schema
-- before it is written; `body` stays as its plain text, derived from the blocks, for search, feeds and
-- snippets. Existing bodies (blank-line separated paragraphs, links written `[label](address)`) become
-- paragraph blocks with link marks here, and their plain text loses the link markup. Revisions keep
-- their stored content: a body that is a string is read as paragraphs by the content schema.
ALTER TABLE "news" ADD COLUMN "blocks" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
WITH paras AS (
	SELECT n.id, btrim(p.para, E' \t\r\n') AS para, p.pn
	FROM news n, LATERAL regexp_split_to_table(n.body, E'\\n\\s*\\n') WITH ORDINALITY AS p(para, pn)
	WHERE btrim(p.para, E' \t\r\n') <> ''
),
parts AS (
	SELECT id, pn, t.ord * 2 - 1 AS pos, jsonb_build_object('type', 'text', 'text', t.txt) AS node, t.txt <> '' AS keep
	FROM paras, LATERAL unnest(regexp_split_to_array(para, E'\\[([^\\]\\n]{1,200})\\]\\((https?://[^\\s()<>"]+|/(?![/\\\\])[^\\s()<>"]*)\\)')) WITH ORDINALITY AS t(txt, ord)
	UNION ALL
	SELECT id, pn, m.ord * 2, jsonb_build_object('type', 'text', 'text', m.m[1], 'marks', jsonb_build_array(jsonb_build_object('type', 'link', 'attrs', jsonb_build_object('href', m.m[2])))), true
	FROM paras, LATERAL regexp_matches(para, E'\\[([^\\]\\n]{1,200})\\]\\((https?://[^\\s()<>"]+|/(?![/\\\\])[^\\s()<>"]*)\\)', 'g') WITH ORDINALITY AS m(m, ord)
),
paragraphs AS (
	SELECT id, pn, jsonb_build_object('type', 'paragraph', 'content', jsonb_agg(node ORDER BY pos)) AS block
	FROM parts WHERE keep GROUP BY id, pn
)
UPDATE "news" SET "blocks" = b.list,
	"body" = regexp_replace("news"."body", E'\\[([^\\]\\n]{1,200})\\]\\((https?://[^\\s()<>"]+|/(?![/\\\\])[^\\s()<>"]*)\\)', '\1', 'g')
FROM (SELECT id, jsonb_agg(block ORDER BY pn) AS list FROM paragraphs GROUP BY id) b
WHERE "news"."id" = b.id;
