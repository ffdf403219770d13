-- The effective date asked for when a version trained before effective (0031) was made effective. Released when its
-- audience is trained, the version becomes effective on that date or today, whichever is later, exactly as Make
-- Effective with the same date does without the gate: never earlier than asked. The gate rows already waiting did not
-- record it; their target date is the later of it and the training's due date, so never earlier than what was asked.
-- Rows already released keep it unknown (NULL): nothing reads it once released.
ALTER TABLE "training_gates" ADD COLUMN "requested_effective_date" date;
--> statement-breakpoint
UPDATE "training_gates" SET "requested_effective_date" = "target_date" WHERE "released_at" IS NULL;
--> statement-breakpoint
ALTER TABLE "training_gates" ADD CONSTRAINT "training_gates_waiting_has_requested_date" CHECK ("released_at" IS NOT NULL OR "requested_effective_date" IS NOT NULL);
