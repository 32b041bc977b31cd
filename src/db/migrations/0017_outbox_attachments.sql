-- A mail's attachments (ADR 043): the contact form's file goes out as a real MIME part. Kept in
-- the database, not on disk: written in the transaction of the mail's row (a mail exists with its
-- file or not at all), readable by the outbox worker of any node without a shared volume, and
-- deleted with the row. The bytes are dropped once the mail is sent (the contact message keeps
-- its own copy); files are at most 2 MB (contact.schema.ts).
CREATE TABLE outbox_attachments (
  id integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
  outbox_id integer NOT NULL REFERENCES outbox(id) ON DELETE CASCADE,
  filename text NOT NULL,
  content_type text NOT NULL,
  content bytea NOT NULL
);
--> statement-breakpoint
CREATE INDEX outbox_attachments_outbox_idx ON outbox_attachments (outbox_id);
