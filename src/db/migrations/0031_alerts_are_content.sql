-- The alert banner is edited in the administration (ADR 065): a change to site_alerts tells every node
-- through the change feed, which drops its cached alerts, so a change shows within a second everywhere.
CREATE TRIGGER site_alerts_content_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON site_alerts FOR EACH STATEMENT EXECUTE FUNCTION qf_notify_content_changed();
