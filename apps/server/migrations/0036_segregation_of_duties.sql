-- Segregation of duties (issue 20 item 2). Who completed a review or approval step: the assigned person, or a holder
-- of override-workflow-steps completing it for them. Steps completed before this migration were recorded against the
-- assignee only, so theirs is the best knowledge of who acted.
ALTER TABLE "workflow_assignments" ADD COLUMN "completed_by" uuid REFERENCES "users"("id");
--> statement-breakpoint
UPDATE "workflow_assignments" SET "completed_by" = "user_id" WHERE "status" = 'completed';
--> statement-breakpoint
-- Whether segregation of duties was enforced when the signature was made. Signatures are append-only (migration 0005):
-- the column is written once, at signing; every earlier signature was made while it was enforced by default.
ALTER TABLE "signatures" ADD COLUMN "segregation_of_duties_enforced" boolean NOT NULL DEFAULT true;
