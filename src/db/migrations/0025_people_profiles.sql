-- People's profile pages (`/qf/cs/lide/{slug}`, `/qf/en/people/{slug}`, ADR 053): office hours
-- and research interests in both languages. Empty where a person has none (a secretary has no
-- research interests); the page leaves the block out then.
ALTER TABLE "people" ADD COLUMN "office_hours_cs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "office_hours_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "research_cs" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "people" ADD COLUMN "research_en" text DEFAULT '' NOT NULL;
