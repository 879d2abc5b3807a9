/** The admin's Messages: what visitors sent through the contact and home forms. */
import { z } from 'zod';

export const AdminContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  subject: z.string().nullable(),
  message: z.string(),
  source: z.enum(['contact', 'home']),
  createdAt: z.string(),
  /** When staff marked it handled; null while it is unread. */
  handledAt: z.string().nullable(),
});
export type AdminContactMessage = z.infer<typeof AdminContactMessage>;

/** GET /api/admin/messages/unread-count: messages not yet handled (the sidebar's badge). */
export const AdminUnreadCount = z.object({ count: z.number().int() });
export type AdminUnreadCount = z.infer<typeof AdminUnreadCount>;

/** PATCH /api/admin/messages/{id} */
export const AdminUpdateMessage = z.object({ handled: z.boolean() }).strict();
export type AdminUpdateMessage = z.infer<typeof AdminUpdateMessage>;
