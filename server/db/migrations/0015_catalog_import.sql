CREATE TABLE "catalog_import_pictures" (
	"source" text PRIMARY KEY NOT NULL,
	"hash" varchar(64) NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_import_runs" (
	"id" varchar(36) PRIMARY KEY NOT NULL,
	"feed_hash" varchar(64) NOT NULL,
	"feed_name" varchar(300) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"status" varchar(20) NOT NULL,
	"total_rows" integer NOT NULL,
	"next_row" integer DEFAULT 0 NOT NULL,
	"counts" jsonb NOT NULL,
	"set_aside_indexes" jsonb,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "catalog_import_runs_feed_idx" ON "catalog_import_runs" USING btree ("feed_hash","status");