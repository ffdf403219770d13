-- Printed copies of a released version (issue 17): one row per print request, one per copy. The controlled copies
-- of a version are numbered consecutively across its prints (1, 2, 3 for a first print of three, 4, 5 for the next
-- of two), so a number names one paper copy of that version for good and the register has no gaps; uncontrolled
-- copies run on their own sequence. "n of N" on the page counts within its print.
CREATE TABLE "document_prints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL REFERENCES "documents"("id"),
	"version_id" uuid NOT NULL REFERENCES "document_versions"("id"),
	"printed_by" uuid NOT NULL REFERENCES "users"("id"),
	"printed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purpose" text NOT NULL,
	"holder" text,
	"location" text,
	"controlled" boolean NOT NULL,
	"copies" integer NOT NULL,
	"pdf_sha256" text NOT NULL REFERENCES "blobs"("sha256"),
	CONSTRAINT "document_prints_copies_valid" CHECK ("copies" BETWEEN 1 AND 10)
);
--> statement-breakpoint
CREATE INDEX "document_prints_version_idx" ON "document_prints" ("version_id", "printed_at");
--> statement-breakpoint
CREATE TABLE "document_copies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"print_id" uuid NOT NULL REFERENCES "document_prints"("id"),
	"version_id" uuid NOT NULL REFERENCES "document_versions"("id"),
	"controlled" boolean NOT NULL,
	"number" integer NOT NULL,
	"status" text DEFAULT 'issued' NOT NULL,
	"status_changed_at" timestamp with time zone,
	CONSTRAINT "document_copies_status_valid" CHECK ("status" in ('issued','to-recall','returned','destroyed')),
	CONSTRAINT "document_copies_number_unique" UNIQUE ("version_id", "controlled", "number")
);
--> statement-breakpoint
CREATE INDEX "document_copies_print_idx" ON "document_copies" ("print_id", "number");
--> statement-breakpoint
CREATE INDEX "document_copies_status_idx" ON "document_copies" ("status");
