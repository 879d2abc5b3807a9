import type { z } from 'zod';
import type { StoreContactMessage } from '../../../contracts/contact';
import type { Db } from '../../db/client';
import { insertContactMessage } from './contact.repository';

export const CONTACT_THANKS = "Thank you for contacting us. We'll get back to you within 24 hours.";

type ParsedMessage = z.output<typeof StoreContactMessage>;

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService(db: Db) {
  return {
    /** Stores a visitor's message, so no message is ever lost; staff read them in the admin. */
    send(message: ParsedMessage): Promise<{ id: string }> {
      return insertContactMessage(db, {
        name: message.name,
        email: message.email,
        phone: message.phone || null,
        subject: message.subject || null,
        message: message.message,
        source: message.source,
      });
    },
  };
}
