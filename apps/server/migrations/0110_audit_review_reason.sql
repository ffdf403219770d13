-- An audit-trail review opened by a person, for cause, says why (the scheduled ones carry no reason). Like the rest
-- of a review, it cannot change once the review is signed (the trigger of 0090 covers every column).
ALTER TABLE "audit_trail_reviews" ADD COLUMN "reason" text;
--> statement-breakpoint
ALTER TABLE "audit_trail_reviews" ADD CONSTRAINT "audit_trail_reviews_reason_not_blank" CHECK ("reason" IS NULL OR length(btrim("reason")) > 0);
