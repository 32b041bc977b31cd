-- The header's main menu and the footer's links become rows chief editors keep (issue 25, ADR 095):
-- until now the main menu followed the page tree (pages in the menu, with application links added in
-- code) and the footer's links were fixed in code. qf_menu_items_from_pages() writes the menus the
-- site showed, from the Czech tree: the top-level university pages in the menu with their children
-- ("Study programmes" leads to the catalogue, About lists the faculties and the people), then News
-- and the e-shop; the footer the same top level. It runs here for a database that has pages, and
-- the seed calls it after writing its pages (a fresh database has none yet at this point).
CREATE TABLE "menu_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "menu_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"menu" text NOT NULL,
	"parent_id" integer,
	"position" integer NOT NULL,
	"label_cs" text DEFAULT '' NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"page_key" text,
	"app_page" text,
	"url" text,
	"top_id" integer GENERATED ALWAYS AS (case when parent_id is null then id end) STORED,
	CONSTRAINT "menu_items_top_uq" UNIQUE("top_id","menu"),
	CONSTRAINT "menu_items_position_uq" UNIQUE NULLS NOT DISTINCT("menu","parent_id","position") DEFERRABLE INITIALLY DEFERRED,
	CONSTRAINT "menu_items_menu_ck" CHECK ("menu_items"."menu" in ('main', 'footer')),
	CONSTRAINT "menu_items_target_ck" CHECK (num_nonnulls("menu_items"."page_key", "menu_items"."app_page", "menu_items"."url") = 1),
	CONSTRAINT "menu_items_nested_ck" CHECK ("menu_items"."parent_id" is null or "menu_items"."menu" = 'main'),
	CONSTRAINT "menu_items_not_own_parent_ck" CHECK ("menu_items"."parent_id" <> "menu_items"."id"),
	CONSTRAINT "menu_items_position_ck" CHECK ("menu_items"."position" >= 0),
	CONSTRAINT "menu_items_labels_ck" CHECK (char_length("menu_items"."label_cs") <= 80 and char_length("menu_items"."label_en") <= 80),
	CONSTRAINT "menu_items_url_ck" CHECK ("menu_items"."url" is null or ("menu_items"."url" ~ '^https://[^[:space:]]+$' and char_length("menu_items"."url") <= 500 and "menu_items"."label_cs" <> '' and "menu_items"."label_en" <> '')),
	CONSTRAINT "menu_items_app_ck" CHECK ("menu_items"."app_page" is null or "menu_items"."app_page" ~ '^[a-z][a-zA-Z]{1,30}$'),
	CONSTRAINT "menu_items_page_ck" CHECK ("menu_items"."page_key" is null or char_length("menu_items"."page_key") between 1 and 200)
);
--> statement-breakpoint
ALTER TABLE "menu_items" ADD CONSTRAINT "menu_items_parent_fk" FOREIGN KEY ("parent_id","menu") REFERENCES "public"."menu_items"("top_id","menu") ON DELETE cascade ON UPDATE no action;;--> statement-breakpoint
CREATE FUNCTION qf_menu_items_from_pages() RETURNS void LANGUAGE sql AS $$
  INSERT INTO menu_items (menu, position, page_key)
  SELECT 'main', (row_number() OVER (ORDER BY sort, id) - 1)::int, translation_key FROM pages
  WHERE lang = 'cs' AND faculty_id IS NULL AND parent_id IS NULL AND in_menu AND trashed_at IS NULL;
  INSERT INTO menu_items (menu, parent_id, position, page_key, app_page, label_cs, label_en)
  SELECT 'main', m.id, (row_number() OVER (PARTITION BY m.id ORDER BY c.sort, c.id) - 1)::int,
    CASE WHEN c.translation_key = 'uni/study/programmes' THEN NULL ELSE c.translation_key END,
    CASE WHEN c.translation_key = 'uni/study/programmes' THEN 'programmes' END,
    CASE WHEN c.translation_key = 'uni/study/programmes' THEN c.title ELSE '' END,
    CASE WHEN c.translation_key = 'uni/study/programmes' THEN coalesce((SELECT e.title FROM pages e WHERE e.translation_key = c.translation_key AND e.lang = 'en'), c.title) ELSE '' END
  FROM menu_items m
  JOIN pages p ON p.translation_key = m.page_key AND p.lang = 'cs'
  JOIN pages c ON c.parent_id = p.id AND c.in_menu AND c.trashed_at IS NULL
  WHERE m.menu = 'main' AND m.parent_id IS NULL;
  INSERT INTO menu_items (menu, parent_id, position, app_page)
  SELECT 'main', m.id, coalesce((SELECT max(k.position) + 1 FROM menu_items k WHERE k.parent_id = m.id), 0) + v.o, v.app
  FROM menu_items m, (VALUES (0, 'faculties'), (1, 'people')) v (o, app)
  WHERE m.menu = 'main' AND m.parent_id IS NULL AND m.page_key = 'uni/about';
  INSERT INTO menu_items (menu, position, app_page)
  SELECT 'main', coalesce((SELECT max(k.position) + 1 FROM menu_items k WHERE k.menu = 'main' AND k.parent_id IS NULL), 0) + v.o, v.app
  FROM (VALUES (0, 'news'), (1, 'eshop')) v (o, app);
  INSERT INTO menu_items (menu, position, page_key, app_page)
  SELECT 'footer', position, page_key, app_page FROM menu_items WHERE menu = 'main' AND parent_id IS NULL;
$$;
--> statement-breakpoint
SELECT qf_menu_items_from_pages() WHERE EXISTS (SELECT 1 FROM pages);
--> statement-breakpoint
CREATE TRIGGER menu_items_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_items FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
