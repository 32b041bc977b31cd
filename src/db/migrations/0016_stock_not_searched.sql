-- A product's stock is not searched (search-sources.repository.ts indexes names, descriptions,
-- categories and prices), yet every sold piece changed `products.stock` (through the variants'
-- stock trigger) and so queued the product for re-indexing. Under concurrent checkouts that queue
-- row serialised the orders (each waited on the other's uncommitted ON CONFLICT) and each order
-- re-indexed the product: 2-3 orders/s in bench:checkout. Products are queued only when something
-- other than their stock changed. Pages still learn of the stock through `content_changed`.
CREATE FUNCTION qf_search_enqueue_products() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_queue (source, source_id)
  SELECT 'product', n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
  WHERE to_jsonb(n) - 'stock' IS DISTINCT FROM to_jsonb(o) - 'stock'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_search_upd ON products;
--> statement-breakpoint
CREATE TRIGGER products_search_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION qf_search_enqueue_products();
