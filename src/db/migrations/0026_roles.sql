-- Roles instead of one role column (ADR 057): an account holds any number of roles, each on a
-- scope ('' = the whole site, 'faculty:<slug>', 'section:<page path>'); what a role may do is
-- code (src/features/*/x.feature.ts `grants`), so a role's permissions change with a deploy and
-- this table only says who holds which role where.
CREATE TABLE "user_roles" (
  "user_id" integer NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "role" text NOT NULL,
  "scope" text DEFAULT '' NOT NULL,
  "granted_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "user_roles_pk" PRIMARY KEY ("user_id", "role", "scope"),
  CONSTRAINT "user_roles_role_ck" CHECK ("role" ~ '^[a-z][a-z_]{1,31}$'),
  CONSTRAINT "user_roles_scope_ck" CHECK ("scope" = '' OR "scope" ~ '^(faculty:[a-z0-9-]{1,80}|section:/\S{0,255})$')
);--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role", "user_id");--> statement-breakpoint
INSERT INTO "user_roles" ("user_id", "role") SELECT "id", 'staff' FROM "users" WHERE "role" = 'staff';--> statement-breakpoint
DROP TRIGGER "users_role_changed" ON "users";--> statement-breakpoint
DROP FUNCTION qf_user_role_changed();--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_ck";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "role";--> statement-breakpoint
-- A change of roles is a change of privilege: the account's sessions end (ADR 012), whoever
-- makes it (the admin, the command, SQL by hand). Their deletion is announced on
-- `session_ended` (migration 0003), so no node's session cache keeps the old roles.
CREATE FUNCTION qf_user_roles_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    DELETE FROM sessions WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    DELETE FROM sessions WHERE user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER user_roles_changed AFTER INSERT OR UPDATE OR DELETE ON user_roles FOR EACH ROW EXECUTE FUNCTION qf_user_roles_changed();
