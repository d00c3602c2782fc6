ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'RESET' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "invited_by" text;