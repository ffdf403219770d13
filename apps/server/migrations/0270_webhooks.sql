-- Issue 38 (1): webhook endpoints, one delivery per event and endpoint, and each attempt at it. The signing secret
-- (a Standard Webhooks whsec_… key) is shown once and stored encrypted (AES-256-GCM, the repository tokens' cipher),
-- since signing needs it back. Deliveries and their attempts go with their endpoint; the audit trail keeps the
-- endpoint's configuration history.
CREATE TABLE "webhook_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"event_types" text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"secret_ciphertext" text NOT NULL,
	-- The first failed attempt since the last delivered one: failing for a day pauses the endpoint.
	"failing_since" timestamp with time zone,
	"paused_at" timestamp with time zone,
	"pause_reason" text,
	"row_version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid NOT NULL REFERENCES "users"("id"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
	-- The CloudEvent's id, also the webhook-id header: the receiver's idempotency key across redeliveries.
	"event_id" text NOT NULL,
	"event_type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "webhook_deliveries_status_valid" CHECK ("status" in ('pending','delivered','failed','cancelled'))
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" ("endpoint_id", "created_at");
--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE,
	"status_code" integer,
	"error" text,
	"latency_ms" integer NOT NULL,
	-- At most 1 KB of the receiver's answer.
	"response_excerpt" text NOT NULL,
	"attempted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_attempts_delivery_idx" ON "webhook_attempts" ("delivery_id", "attempted_at");
