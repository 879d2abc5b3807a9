/** The Today board bench's orders (scripts/bench/board.ts). */
/** 300 orders due on `day`: every third a pickup, slots in turn, 2-3 lines, a cake message on every fifth. */
export function boardDaySql(day: string, count: number): string[] {
  return [
    `insert into orders (customer_name, customer_email, delivery_phone, fulfilment, status, subtotal_cents, gst_cents,
                         total_cents, stripe_payment_intent_id, delivery_date, delivery_time, delivery_address,
                         delivery_suburb, delivery_city, delivery_postal_code, special_instructions)
     select 'Board Customer ' || i, 'board' || i || '@example.co.nz', '021 555 ' || lpad(i::text, 4, '0'),
            case when i % 3 = 0 then 'pickup' else 'delivery' end,
            (array['orderconfirmed', 'inprogress', 'orderconfirmed'])[1 + i % 3],
            4000 + i, 600, 4600 + i, 'pi_board_' || i, date '${day}',
            (array['9:00-11:00', '11:00-13:00', '13:00-15:00', '15:00-17:00', '17:00-19:00'])[1 + i % 5],
            i || ' Karangahape Road', 'Newton', 'Auckland', '1010',
            case when i % 4 = 0 then 'Ring the bell twice, the dog is friendly' end
     from generate_series(1, ${count}) as i`,
    `insert into order_items (order_id, product_name, size, quantity, unit_price_cents, line_total_cents, customization)
     select o.id, p.name, p.size, 1 + (o.order_number % 3), 2000, 2000, 
            case when p.name = 'Chocolate Cake' and o.order_number % 5 = 0 then 'Happy birthday Aroha!' end
     from orders o
     cross join (values ('Chocolate Cake', 'Large'), ('Pistachio Baklava', 'Standard'), ('Lamingtons', null)) as p(name, size)
     where o.stripe_payment_intent_id like 'pi_board_%' and (p.name <> 'Lamingtons' or o.order_number % 2 = 0)`,
    'analyze',
  ];
}
