CREATE TABLE "highlight_carousels" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_pt" varchar(120),
	"title_es" varchar(120),
	"category_id" integer,
	"brand_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "highlight_carousels_one_source" CHECK (("highlight_carousels"."category_id" IS NULL) <> ("highlight_carousels"."brand_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "store_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"hours_pt" varchar(200) NOT NULL,
	"hours_es" varchar(200) NOT NULL,
	"popup_reappear_minutes" smallint DEFAULT 5 NOT NULL,
	"popup_enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "store_settings_single_row" CHECK ("store_settings"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pickup_points" ADD COLUMN "opening_hours_pt" varchar(200);--> statement-breakpoint
ALTER TABLE "highlight_carousels" ADD CONSTRAINT "highlight_carousels_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "highlight_carousels" ADD CONSTRAINT "highlight_carousels_brand_id_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Backfill (issue 20 point 4): what the storefront showed before this migration stays as it was.
INSERT INTO "store_settings" ("id", "hours_pt", "hours_es") VALUES (1, 'Segunda a sábado, das 8h às 18h', 'Lunes a sábado, de 8h a 18h') ON CONFLICT ("id") DO NOTHING;--> statement-breakpoint
-- The home's two carousels were hard-wired to category 27 and brand 4 (spec §9), kept when those exist.
INSERT INTO "highlight_carousels" ("category_id", "position") SELECT "id", 1 FROM "categories" WHERE "id" = 27;--> statement-breakpoint
INSERT INTO "highlight_carousels" ("brand_id", "position") SELECT "id", 2 FROM "brands" WHERE "id" = 4;--> statement-breakpoint
-- The one hours text every pickup point had is Spanish; its Portuguese is known. Others wait for staff (the storefront shows the Spanish).
UPDATE "pickup_points" SET "opening_hours_pt" = 'Seg a Sáb 8h às 18h' WHERE "opening_hours" = 'Lun a Sáb 8h a 18h' AND "opening_hours_pt" IS NULL;
