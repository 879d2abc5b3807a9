/**
 * The demo's reviews, made the way a customer's are (issue 26): demo customers get delivered or
 * collected orders of a few products, then write their reviews through the reviews service, which
 * checks the order, and staff approve them through the same moderation step. One review is left
 * for staff to approve, so the admin's Reviews screen has something to do. The demo customers are
 * profiles of the built-in sign-in only: they cannot sign in, and the demo customer's own order
 * history stays empty.
 */
import { randomUUID } from 'node:crypto';
import { addDays } from '../../../domain/delivery';
import { parseMoney } from '../../../domain/money';
import { moderateReview, writeReview } from '../../modules/reviews/reviews.service';
import type { DbOrTx } from '../client';
import { buildUser } from '../factories';
import { orderItems, orders, users } from '../schema';
import type { SeedProduct } from './catalogue-types';
import { applyCustomerTotals } from '../customer-totals';

interface DemoReview {
  slug: string;
  rating: number;
  text: string | null;
  /** Left for staff to approve in the admin's Reviews screen. */
  pending?: boolean;
  reply?: string;
}

interface DemoReviewer {
  firstName: string;
  lastName: string;
  fulfilment: 'delivery' | 'pickup';
  /** How many days before the seed the order was delivered or collected. */
  daysAgo: number;
  reviews: DemoReview[];
}

export const DEMO_REVIEWERS: DemoReviewer[] = [
  {
    firstName: 'Mere',
    lastName: 'Tipene',
    fulfilment: 'delivery',
    daysAgo: 40,
    reviews: [
      {
        slug: 'saffron-rose-celebration-cake',
        rating: 5,
        text: 'Made my mum’s 60th. The saffron sponge was soft and fragrant, and the roses looked real.',
        reply: 'Ngā mihi, Mere! Happy birthday to your mum.',
      },
      { slug: 'pistachio-baklava', rating: 5, text: 'Crisp, not too sweet, plenty of pistachio.' },
    ],
  },
  {
    firstName: 'Priya',
    lastName: 'Sharma',
    fulfilment: 'pickup',
    daysAgo: 26,
    reviews: [
      { slug: 'kaju-katli', rating: 5, text: 'Just like the katli from home. Thin, smooth and fresh.' },
      { slug: 'gulab-jamun', rating: 4, text: 'Soft and syrupy. I would like a little more cardamom.' },
      { slug: 'saffron-rose-celebration-cake', rating: 4, text: null },
    ],
  },
  {
    firstName: 'Tom',
    lastName: 'Walker',
    fulfilment: 'delivery',
    daysAgo: 18,
    reviews: [
      { slug: 'sticky-toffee-pudding', rating: 5, text: 'Warmed it up with cream. Outstanding.' },
      { slug: 'pistachio-baklava', rating: 4, text: 'Lovely with coffee.' },
    ],
  },
  {
    firstName: 'Leilani',
    lastName: 'Fonoti',
    fulfilment: 'pickup',
    daysAgo: 9,
    reviews: [
      { slug: 'almond-croissants', rating: 5, text: 'Flaky, buttery and generous with the almond cream.' },
      { slug: 'kaju-katli', rating: 4, text: 'Very good, a bit pricey.', pending: true },
    ],
  },
];

/** The demo orders (each delivered or collected) and their reviews, in the seed's transaction. */
export async function seedDemoReviews(
  tx: DbOrTx,
  issuer: string,
  products: readonly SeedProduct[],
  idBySlug: ReadonlyMap<string, string>,
  today: string,
): Promise<void> {
  const bySlug = new Map(products.map((p) => [p.slug, p]));
  for (const person of DEMO_REVIEWERS) {
    const name = `${person.firstName} ${person.lastName}`;
    const email = `${person.firstName.toLowerCase()}@customers.saffron-sugar.example`;
    const [user] = await tx
      .insert(users)
      .values(buildUser({ issuer, subject: `demo-reviewer-${randomUUID()}`, email, name, ...person }))
      .returning({ id: users.id });
    const lines = person.reviews.map((r) => {
      const product = bySlug.get(r.slug);
      if (!product) throw new Error(`demo review of an unknown product: ${r.slug}`);
      const unitPriceCents = parseMoney(product.price);
      return {
        productId: idBySlug.get(r.slug)!,
        productName: product.name,
        productImage: `/images/products/${r.slug}.webp`,
        quantity: 1,
        unitPriceCents,
        lineTotalCents: unitPriceCents,
      };
    });
    const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
    const gstCents = Math.round(subtotalCents * 0.15);
    const day = addDays(today, -person.daysAgo);
    const placed = new Date(`${addDays(today, -person.daysAgo - 2)}T00:00:00Z`);
    const [order] = await tx
      .insert(orders)
      .values({
        userId: user!.id,
        status: person.fulfilment === 'delivery' ? 'delivered' : 'collected',
        fulfilment: person.fulfilment,
        subtotalCents,
        gstCents,
        totalCents: subtotalCents + gstCents,
        customerName: name,
        customerEmail: email,
        deliveryPhone: '021 555 0100',
        deliveryAddress: person.fulfilment === 'delivery' ? '12 Ponsonby Road' : null,
        deliverySuburb: person.fulfilment === 'delivery' ? 'Ponsonby' : null,
        deliveryCity: person.fulfilment === 'delivery' ? 'Auckland' : null,
        deliveryPostalCode: person.fulfilment === 'delivery' ? '1011' : null,
        deliveryDate: day,
        deliveryTime: '10:00 AM - 12:00 PM',
        stripePaymentIntentId: `demo_${randomUUID()}`,
        createdAt: placed,
        updatedAt: placed,
      })
      .returning();
    // The admin's customer list reads the stored totals (decision 0214), so the demo's orders count there.
    await applyCustomerTotals(tx, null, order!);
    await tx.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: order!.id })));
    for (const r of person.reviews) {
      const written = await writeReview(tx, {
        userId: user!.id,
        productId: idBySlug.get(r.slug)!,
        rating: r.rating,
        text: r.text,
      });
      if (!r.pending) await moderateReview(tx, written.id, { status: 'approved', reply: r.reply });
    }
  }
}
