-- The Today board's cache (board-day-cache.ts, decision 0221) keeps each day's cards as text and
-- learns of every write that changes them from the database itself, whichever code or server copy
-- made it: any change to an order (its status, name, phone, address, instructions, day or slot) or
-- to one of its lines (a cake message) sends `board_day` with the day, delivered only on commit.
-- PostgreSQL sends one notice per distinct payload per transaction, so a bulk write sends few.
CREATE FUNCTION "notify_board_day"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.delivery_date IS NOT NULL THEN
    PERFORM pg_notify('board_day', OLD.delivery_date::text);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.delivery_date IS NOT NULL THEN
    PERFORM pg_notify('board_day', NEW.delivery_date::text);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "orders_board_day" AFTER INSERT OR UPDATE OR DELETE ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "notify_board_day"();--> statement-breakpoint
-- A line names its order; the order's day is where its card is. A line deleted with its order
-- finds no order here, and the order's own delete has sent the day.
CREATE FUNCTION "notify_board_day_of_line"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('board_day', o.delivery_date::text) FROM orders o
      WHERE o.id = OLD.order_id AND o.delivery_date IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('board_day', o.delivery_date::text) FROM orders o
      WHERE o.id = NEW.order_id AND o.delivery_date IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "order_items_board_day" AFTER INSERT OR UPDATE OR DELETE ON "order_items"
  FOR EACH ROW EXECUTE FUNCTION "notify_board_day_of_line"();
