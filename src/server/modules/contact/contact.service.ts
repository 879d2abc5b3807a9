import type { z } from 'zod';
import type { StoreContactMessage } from '../../../contracts/contact';
import type { Db } from '../../db/client';
import { contactMessages } from '../../db/schema';

export const CONTACT_THANKS = "Thank you for contacting us. We'll get back to you within 24 hours.";

type ParsedMessage = z.output<typeof StoreContactMessage>;

/** Stores a visitor's message, so no message is ever lost; staff read them from the database. */
export async function saveContactMessage(db: Db, message: ParsedMessage): Promise<{ id: string }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      phone: message.phone || null,
      subject: message.subject || null,
      message: message.message,
      source: message.source,
    })
    .returning({ id: contactMessages.id });
  return row!;
}
