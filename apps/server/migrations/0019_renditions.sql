-- PDF renditions of stored files (issue 16). A version's rendition is the one of its file
-- (document_versions.blob_sha256 = renditions.source_sha256): the PDF depends only on those bytes, so versions
-- that carry the same file (new version, revert, duplicate) share one conversion instead of repeating it. The PDF
-- itself is a blob too (pdf_sha256); a PDF source is its own rendition. Signatures keep binding the source file.
-- Times are written by the application's clock.

CREATE TABLE "renditions" (
	"source_sha256" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pdf_sha256" text,
	-- Why there is no PDF: LibreOffice's own message, the timeout, or that LibreOffice is not installed.
	"reason" text,
	"requested_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "renditions_status_valid" CHECK ("status" IN ('pending', 'ready', 'failed', 'unavailable')),
	CONSTRAINT "renditions_ready_has_pdf" CHECK (("status" = 'ready') = ("pdf_sha256" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "renditions" ADD CONSTRAINT "renditions_source_sha256_blobs_sha256_fk" FOREIGN KEY ("source_sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "renditions" ADD CONSTRAINT "renditions_pdf_sha256_blobs_sha256_fk" FOREIGN KEY ("pdf_sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
-- What the start-up pass looks for: renditions still to be made.
CREATE INDEX "renditions_unfinished_idx" ON "renditions" ("status") WHERE "status" IN ('pending', 'unavailable');
