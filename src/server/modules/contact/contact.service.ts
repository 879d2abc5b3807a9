import type { Actor } from '../../platform/auth/actor';
import type { z } from 'zod';
import type { AdminContactMessage } from '../../../contracts/admin-messages';
import type { StoreContactMessage } from '../../../contracts/contact';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import { NotFound } from '../../platform/errors';
import { CONTACT_MESSAGE_CHANNEL, notifyOnCommit } from '../../platform/events/notify';
import { enqueueMail } from '../../platform/mail/outbox';
import { contactNotice } from './contact-email';
import {
  type ContactMessageRow,
  countUnhandledMessages,
  listContactMessages,
  setMessageHandled,
} from './contact-admin.repository';
import { insertContactMessage } from './contact.repository';

export const CONTACT_THANKS = "Thank you for contacting us. We'll get back to you within 24 hours.";

type ParsedMessage = z.output<typeof StoreContactMessage>;

export type ContactService = ReturnType<typeof createContactService>;

export function toAdminMessage(row: ContactMessageRow): AdminContactMessage {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    subject: row.subject,
    message: row.message,
    source: row.source,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt ? row.handledAt.toISOString() : null,
  };
}

export interface ContactDependencies {
  /** The shop's own inbox (business settings e-mail), or null when none is set: then no notice is sent. */
  shopInbox(): Promise<string | null>;
}

export function createContactService(db: Db, deps: ContactDependencies = { shopInbox: async () => null }) {
  return {
    /**
     * Stores a visitor's message, so no message is ever lost, and queues the shop's e-mail notice
     * in the same transaction: the notice goes only if the message is stored, and exactly once.
     */
    async send(message: ParsedMessage): Promise<{ id: string }> {
      const inbox = await deps.shopInbox();
      return db.transaction(async (tx) => {
        const stored = {
          name: message.name,
          email: message.email,
          phone: message.phone || null,
          subject: message.subject || null,
          message: message.message,
          source: message.source,
        };
        const { id } = await insertContactMessage(tx, stored);
        if (inbox) await enqueueMail(tx, contactNotice({ id, ...stored }, inbox));
        // Open admin portals refresh their unread count (delivered only if this commits).
        await notifyOnCommit(tx, CONTACT_MESSAGE_CHANNEL, {});
        return { id };
      });
    },

    async list(): Promise<AdminContactMessage[]> {
      return (await listContactMessages(db)).map(toAdminMessage);
    },

    async unreadCount(): Promise<{ count: number }> {
      return { count: await countUnhandledMessages(db) };
    },

    /** Marks a message handled by the signed-in admin, or unread again; audited in the same transaction. */
    async setHandled(id: string, handled: boolean, actor: Actor): Promise<AdminContactMessage> {
      return db.transaction(async (tx) => {
        const by = actor.userId;
        const row = await setMessageHandled(tx, id, handled ? { at: new Date(), by } : null);
        if (!row) throw new NotFound('No such message');
        await recordAudit(tx, actor, {
          action: handled ? 'message.handled' : 'message.unread',
          entity: 'contact_message',
          entityId: id,
        });
        return toAdminMessage(row);
      });
    },
  };
}
