-- unaccent and pg_trgm serve the search features; both engines (PGlite, PostgreSQL) ship them.
CREATE EXTENSION IF NOT EXISTS "unaccent";
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS "pg_trgm";
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lang" text NOT NULL,
	"faculty_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"text_content" text NOT NULL,
	"page_count" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	CONSTRAINT "documents_lang_ck" CHECK ("documents"."lang" in ('cs', 'en'))
);
--> statement-breakpoint
CREATE TABLE "faculties" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "faculties_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"slug_cs" text NOT NULL,
	"slug_en" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"perex_cs" text NOT NULL,
	"perex_en" text NOT NULL,
	"color" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "faculties_code_unique" UNIQUE("code"),
	CONSTRAINT "faculties_slug_cs_unique" UNIQUE("slug_cs"),
	CONSTRAINT "faculties_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "news_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"translation_key" text NOT NULL,
	"lang" text NOT NULL,
	"kind" text NOT NULL,
	"faculty_id" integer,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"perex" text NOT NULL,
	"body" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"event_starts_at" timestamp with time zone,
	"event_ends_at" timestamp with time zone,
	"event_location" text,
	CONSTRAINT "news_lang_ck" CHECK ("news"."lang" in ('cs', 'en')),
	CONSTRAINT "news_kind_ck" CHECK ("news"."kind" in ('news', 'event'))
);
--> statement-breakpoint
CREATE TABLE "page_sections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "page_sections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"page_id" integer NOT NULL,
	"anchor" text NOT NULL,
	"heading" text NOT NULL,
	"body" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"translation_key" text NOT NULL,
	"lang" text NOT NULL,
	"faculty_id" integer,
	"parent_id" integer,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"perex" text NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pages_lang_ck" CHECK ("pages"."lang" in ('cs', 'en'))
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug_cs" text NOT NULL,
	"slug_en" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"description_cs" text NOT NULL,
	"description_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_categories_slug_cs_unique" UNIQUE("slug_cs"),
	CONSTRAINT "product_categories_slug_en_unique" UNIQUE("slug_en")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"mime_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"thumb_width" integer NOT NULL,
	"thumb_height" integer NOT NULL,
	"thumb_content" "bytea" NOT NULL,
	"alt_cs" text NOT NULL,
	"alt_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" integer NOT NULL,
	"sku" text NOT NULL,
	"slug_cs" text NOT NULL,
	"slug_en" text NOT NULL,
	"name_cs" text NOT NULL,
	"name_en" text NOT NULL,
	"description_cs" text NOT NULL,
	"description_en" text NOT NULL,
	"price_minor" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"stock" integer NOT NULL,
	"attributes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_cs_unique" UNIQUE("slug_cs"),
	CONSTRAINT "products_slug_en_unique" UNIQUE("slug_en"),
	CONSTRAINT "products_price_ck" CHECK ("products"."price_minor" >= 0),
	CONSTRAINT "products_stock_ck" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"display_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_sections" ADD CONSTRAINT "page_sections_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_faculty_id_faculties_id_fk" FOREIGN KEY ("faculty_id") REFERENCES "public"."faculties"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_product_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."product_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "documents_lang_slug_uq" ON "documents" USING btree ("lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "news_lang_slug_uq" ON "news" USING btree ("lang","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "news_translation_lang_uq" ON "news" USING btree ("translation_key","lang");--> statement-breakpoint
CREATE INDEX "news_lang_published_idx" ON "news" USING btree ("lang","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_sections_page_anchor_uq" ON "page_sections" USING btree ("page_id","anchor");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_lang_path_uq" ON "pages" USING btree ("lang","path");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_translation_lang_uq" ON "pages" USING btree ("translation_key","lang");--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","sort");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id","sort");--> statement-breakpoint
CREATE INDEX "sessions_expires_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree (lower("email"));