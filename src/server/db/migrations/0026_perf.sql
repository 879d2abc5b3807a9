-- The slot picker's caches (kitchen-usage-cache.ts, cart-needs-cache.ts) learn of every write that
-- changes a day's kitchen minutes or a cart's lines from the database itself, whichever code or
-- server copy made it: a NOTIFY per changed day or cart, delivered only when the writer commits.
-- PostgreSQL sends one notice per distinct payload per transaction, so a bulk write sends few.
CREATE FUNCTION "notify_kitchen_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.delivery_date IS NOT NULL THEN
    PERFORM pg_notify('kitchen_usage', OLD.delivery_date::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.delivery_date IS NOT NULL THEN
    PERFORM pg_notify('kitchen_usage', NEW.delivery_date::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_kitchen_day" AFTER INSERT OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "notify_kitchen_day"();--> statement-breakpoint
CREATE TRIGGER "orders_kitchen_day_update" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN (OLD.delivery_date IS DISTINCT FROM NEW.delivery_date
     OR OLD.delivery_time IS DISTINCT FROM NEW.delivery_time
     OR OLD.effort_minutes IS DISTINCT FROM NEW.effort_minutes
     OR (OLD.status = 'cancelled') IS DISTINCT FROM (NEW.status = 'cancelled'))
  EXECUTE FUNCTION "notify_kitchen_day"();--> statement-breakpoint
CREATE TRIGGER "slot_holds_kitchen_day" AFTER INSERT OR UPDATE OR DELETE ON "slot_holds"
  FOR EACH ROW EXECUTE FUNCTION "notify_kitchen_day"();--> statement-breakpoint
-- A hold counts only while its checkout is open: a checkout that closes frees its hold's day.
CREATE FUNCTION "notify_checkout_hold_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('kitchen_usage', h.delivery_date::text) FROM slot_holds h WHERE h.checkout_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "checkouts_kitchen_day" AFTER UPDATE ON "checkouts" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status)
  EXECUTE FUNCTION "notify_checkout_hold_day"();--> statement-breakpoint
CREATE FUNCTION "notify_cart_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('cart_changed', OLD.session_id::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('cart_changed', NEW.session_id::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "cart_items_changed" AFTER INSERT OR UPDATE OR DELETE ON "cart_items"
  FOR EACH ROW EXECUTE FUNCTION "notify_cart_changed"();
--> statement-breakpoint
-- The settings cache (which the slot picker now reads too) hears of every write to the settings
-- and closures, also those made outside the admin's services (scripts, tests, a restore). The
-- services send the same `{}` notice in the same transaction, which PostgreSQL sends once.
CREATE FUNCTION "notify_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('settings_changed', '{}');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "business_settings_changed" AFTER INSERT OR UPDATE OR DELETE ON "business_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_settings_changed"();--> statement-breakpoint
CREATE TRIGGER "closures_changed" AFTER INSERT OR UPDATE OR DELETE ON "closures"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_settings_changed"();
