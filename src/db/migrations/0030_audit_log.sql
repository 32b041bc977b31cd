-- The administration's audit log (ADR 060): every editorial act, sign-in to the administration and
-- change of roles, with who, when, what and from where; the actor's e-mail outlives the account.
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" integer,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"entity" text,
	"object_id" integer,
	"summary" text DEFAULT '' NOT NULL,
	"ip" text,
	CONSTRAINT "audit_log_action_ck" CHECK ("audit_log"."action" in ('create', 'change', 'publish', 'schedule', 'unpublish', 'schedule_unpublish', 'unschedule', 'submit', 'return', 'delete', 'restore', 'sign_in', 'role_grant', 'role_revoke')),
	CONSTRAINT "audit_log_summary_ck" CHECK (char_length("audit_log"."summary") <= 500),
	CONSTRAINT "audit_log_ip_ck" CHECK ("audit_log"."ip" is null or char_length("audit_log"."ip") <= 64)
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_object_idx" ON "audit_log" USING btree ("entity","object_id");