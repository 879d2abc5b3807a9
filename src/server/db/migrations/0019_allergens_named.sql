ALTER TABLE "products" ADD COLUMN "may_contain" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "ingredients" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Cereals are named now: a generic "gluten" becomes wheat, the cereal every one of the shop's
-- recipes uses (decision 0193). A generic "tree-nuts" stays until staff name the nuts.
UPDATE "products" SET "allergens" = array_replace("allergens", 'gluten', 'wheat') WHERE 'gluten' = ANY("allergens") AND NOT 'wheat' = ANY("allergens");--> statement-breakpoint
UPDATE "products" SET "allergens" = array_remove("allergens", 'gluten') WHERE 'gluten' = ANY("allergens");
