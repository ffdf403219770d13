-- Translations (issue 16, Actions menu "Generate Translations Report"): each document is written in one language
-- (a BCP 47 tag such as 'en' or 'pt-BR') and may be a translation of an original document. Only one level: the
-- service refuses a link to a translation, or making a document with translations into one.
ALTER TABLE "documents" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "translation_of" uuid REFERENCES "documents"("id");--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_language_valid" CHECK ("language" ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$');--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_translation_not_self" CHECK ("translation_of" <> "id");--> statement-breakpoint
CREATE INDEX "documents_translation_of_idx" ON "documents" ("translation_of") WHERE "translation_of" IS NOT NULL;
