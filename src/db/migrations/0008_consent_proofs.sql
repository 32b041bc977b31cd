CREATE TABLE "consent_proofs" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consent_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"consent_id" uuid NOT NULL,
	"levels" text NOT NULL,
	"recipients" text DEFAULT '' NOT NULL,
	"revision" text NOT NULL,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_proofs_consent_idx" ON "consent_proofs" USING btree ("consent_id","decided_at");