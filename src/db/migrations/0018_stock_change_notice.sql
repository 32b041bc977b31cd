-- Every sold piece changes `products.stock` (the variants' stock trigger of 0010), and every change
-- of `products` notified `content_changed` with the payload `products`: each node then dropped its
-- menus, feeds and sitemaps and woke its search indexer, none of which shows stock (0016), once per
-- order (ADR 027). An UPDATE of products that changes nothing but the stock now notifies
-- `products:stock`: nodes drop only the rendered regions, where availability is shown. Any other
-- change of products (and an UPDATE that changes no row) notifies `products` as before.
CREATE FUNCTION qf_notify_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT count(*) FROM new_rows) > 0 AND (SELECT count(*) FROM new_rows) = (
    SELECT count(*) FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE to_jsonb(n) - 'stock' = to_jsonb(o) - 'stock'
  ) THEN
    PERFORM pg_notify('content_changed', 'products:stock');
  ELSE
    PERFORM pg_notify('content_changed', TG_TABLE_NAME);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER products_content_changed ON products;
--> statement-breakpoint
CREATE TRIGGER products_content_changed AFTER INSERT OR DELETE OR TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
--> statement-breakpoint
CREATE TRIGGER products_content_changed_upd AFTER UPDATE ON products REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_products_updated();
