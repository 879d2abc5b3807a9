import { z } from 'zod';

/** No line breaks: these values end up in e-mail headers and one-line views. */
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), 'must be a single line');

/**
 * POST /api/contact. The contact page sends every field; the home page's short form sends only
 * name, e-mail and message (`source: 'home'`).
 */
export const StoreContactMessage = z.object({
  name: singleLine(100).pipe(z.string().min(1, 'name is required')),
  email: singleLine(254).pipe(z.email('email must be a valid e-mail address')),
  phone: singleLine(40)
    .refine((v) => v === '' || /^[+()\d\s-]{5,40}$/.test(v), 'phone must be a phone number')
    .optional(),
  subject: singleLine(150).optional(),
  message: z.string().trim().min(1, 'message is required').max(5000, 'message must be at most 5000 characters'),
  source: z.enum(['contact', 'home']).default('contact'),
});
export type StoreContactMessage = z.input<typeof StoreContactMessage>;

export const StoreContactReply = z.object({ message: z.string() });
export type StoreContactReply = z.infer<typeof StoreContactReply>;
