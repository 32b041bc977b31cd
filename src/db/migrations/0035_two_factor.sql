-- Two-factor sign-in for the administration (ADR 064): TOTP secrets (sealed), recovery codes (hashes)
-- and sign-ins waiting for their second step; the audit log learns the two-factor acts.
CREATE TABLE "two_factor" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"last_step" integer NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_pending" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "two_factor_pending_return_ck" CHECK (char_length("two_factor_pending"."return_to") <= 2048)
);
--> statement-breakpoint
CREATE TABLE "two_factor_recovery" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "two_factor_recovery_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_action_ck";--> statement-breakpoint
ALTER TABLE "two_factor" ADD CONSTRAINT "two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_pending" ADD CONSTRAINT "two_factor_pending_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_recovery" ADD CONSTRAINT "two_factor_recovery_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_pending_expires_idx" ON "two_factor_pending" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "two_factor_recovery_user_idx" ON "two_factor_recovery" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_action_ck" CHECK ("audit_log"."action" in ('create', 'change', 'publish', 'schedule', 'unpublish', 'schedule_unpublish', 'unschedule', 'submit', 'return', 'delete', 'restore', 'sign_in', 'role_grant', 'role_revoke', 'two_factor_enrol', 'two_factor_disable', 'two_factor_codes', 'two_factor_recovery', 'two_factor_failed'));