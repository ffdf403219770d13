CREATE TABLE "blobs" (
	"sha256" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"mime_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_number_counters" (
	"prefix" text PRIMARY KEY NOT NULL,
	"last_value" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"revision" integer NOT NULL,
	"version_label" text NOT NULL,
	"status" text NOT NULL,
	"blob_sha256" text,
	"file_name" text,
	"extracted_text" text DEFAULT '' NOT NULL,
	"change_summary" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doc_number" text NOT NULL,
	"title" text NOT NULL,
	"document_type" text NOT NULL,
	"category_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"keywords" text[] DEFAULT '{}'::text[] NOT NULL,
	"confidentiality" text DEFAULT 'public' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version_label" text NOT NULL,
	"author_id" uuid NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"is_obsolete" boolean DEFAULT false NOT NULL,
	"training_required" boolean DEFAULT false NOT NULL,
	"gxp_impact" boolean DEFAULT false NOT NULL,
	"gmp_impact" boolean DEFAULT false NOT NULL,
	"impact_notes" text DEFAULT '' NOT NULL,
	"change_reason" text DEFAULT '' NOT NULL,
	"effective_date" date,
	"review_date" date,
	"current_version_id" uuid,
	"archive_reason" text,
	"archived_at" timestamp with time zone,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid NOT NULL,
	"updated_by" uuid NOT NULL,
	"search" "tsvector",
	CONSTRAINT "documents_type_valid" CHECK ("documents"."document_type" in ('SOP','WI','FORM','POLICY')),
	CONSTRAINT "documents_confidentiality_valid" CHECK ("documents"."confidentiality" in ('public','confidential','restricted')),
	CONSTRAINT "documents_priority_valid" CHECK ("documents"."priority" in ('low','medium','high','critical')),
	CONSTRAINT "documents_status_valid" CHECK ("documents"."status" in ('draft','in-review','reviewed','pending-approval','approved','internal-assessment','effective','rejected','obsolete','archived'))
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_blob_sha256_blobs_sha256_fk" FOREIGN KEY ("blob_sha256") REFERENCES "public"."blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_current_version_id_document_versions_id_fk" FOREIGN KEY ("current_version_id") REFERENCES "public"."document_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "document_versions_revision_unique" ON "document_versions" USING btree ("document_id","revision");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_doc_number_unique" ON "documents" USING btree ("doc_number");--> statement-breakpoint
CREATE INDEX "documents_title_idx" ON "documents" USING btree (lower("title"),"id");--> statement-breakpoint
CREATE INDEX "documents_updated_idx" ON "documents" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "documents_status_idx" ON "documents" USING btree ("status");--> statement-breakpoint
CREATE INDEX "documents_author_idx" ON "documents" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "documents_department_idx" ON "documents" USING btree ("department_id");--> statement-breakpoint
CREATE INDEX "documents_category_idx" ON "documents" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "documents_search_idx" ON "documents" USING gin ("search");