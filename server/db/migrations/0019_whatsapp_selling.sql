ALTER TABLE "sellers" ADD COLUMN "on_duty" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "last_given_at" timestamp with time zone;