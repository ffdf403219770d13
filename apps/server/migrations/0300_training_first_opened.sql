-- xAPI "experienced" (spec 01 §1 LMS integration): when the trainee first opened the version of an open assignment,
-- recorded once, so the LMS learns the material was read before read-and-understood was signed.
ALTER TABLE "training_assignments" ADD COLUMN "first_opened_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "lms_statements" DROP CONSTRAINT "lms_statements_kind_valid";
--> statement-breakpoint
ALTER TABLE "lms_statements" ADD CONSTRAINT "lms_statements_kind_valid" CHECK ("kind" IN ('assigned', 'experienced', 'completed', 'passed', 'failed'));
