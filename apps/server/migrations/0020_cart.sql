-- Each user's cart (spec 02 §3 Cart entry): kept on the server so it follows the person from browser to browser.
-- One row per user and document (no duplicates); the service keeps at most 100 per user and lists the newest first.
CREATE TABLE "cart_entries" (
	"user_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_entries_user_id_document_id_pk" PRIMARY KEY("user_id","document_id")
);
--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_entries" ADD CONSTRAINT "cart_entries_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_entries_user_added_idx" ON "cart_entries" USING btree ("user_id","added_at" DESC);
