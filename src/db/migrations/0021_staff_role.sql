-- Staff on the web (issue 12, ADR 041): a role per account, 'customer' unless granted 'staff'
-- (`npm run staff -- grant <e-mail>`; the demo seed makes one staff account). Generated, then
-- the trigger added by hand.
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'customer' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_ck" CHECK ("users"."role" IN ('customer', 'staff'));--> statement-breakpoint
-- The staff's order list filtered by status, newest first.
CREATE INDEX "orders_status_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
-- A change of role is a change of privilege: the account's sessions end (ADR 012), whoever makes
-- the change (the command or SQL by hand). Their deletion is announced on `session_ended`
-- (migration 0003), so no node's session cache keeps the old role; the user signs in again.
CREATE FUNCTION qf_user_role_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sessions WHERE user_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_role_changed AFTER UPDATE OF role ON users FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role) EXECUTE FUNCTION qf_user_role_changed();
