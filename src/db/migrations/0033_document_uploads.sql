-- The files uploaded to documents (ADR 062): a replaced file waits off the site until its revision is
-- published, and every revision's file stays, so restoring an old revision brings its file back.
CREATE TABLE "document_uploads" (
	"document_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"byte_size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"text_content" text NOT NULL,
	"page_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_uploads_document_id_sha256_pk" PRIMARY KEY("document_id","sha256")
);
--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;