/** The signed-in person's profile (GET/PUT /api/auth/user, bearer token). */
import { z } from 'zod';

export const StoreUserProfile = z.object({
  id: z.string(),
  sub: z.string(),
  email: z.string().nullable(),
  emailVerified: z.boolean(),
  name: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  suburb: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  postalCode: z.string().nullable(),
  country: z.string(),
  profileImageUrl: z.string().nullable(),
  /** Decided by the server from the verified token; the browser only uses it to decide what to show. */
  isAdmin: z.boolean(),
  /**
   * Which member of staff (docs/decisions/0195): `owner` may do everything, `staff` runs the day;
   * null for a customer. The admin area hides what the role cannot do; the server refuses it anyway.
   */
  role: z.enum(['owner', 'staff']).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoreUserProfile = z.infer<typeof StoreUserProfile>;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .refine((v) => !/[\r\n]/.test(v), 'must be a single line');

/**
 * PUT /api/auth/user. Only these fields can change; anything else in the body (e-mail, country,
 * id, roles, isAdmin) is dropped unread.
 */
export const StoreUpdateProfile = z.object({
  firstName: text(60).optional(),
  lastName: text(60).optional(),
  phone: text(40)
    .refine((v) => v === '' || /^[+()\d\s-]{5,40}$/.test(v), 'phone must be a phone number')
    .optional(),
  addressLine1: text(120).optional(),
  addressLine2: text(120).optional(),
  suburb: text(80).optional(),
  city: text(80).optional(),
  state: text(80).optional(),
  postalCode: text(4)
    .refine((v) => v === '' || /^\d{4}$/.test(v), 'postalCode must be 4 digits')
    .optional(),
});
export type StoreUpdateProfile = z.input<typeof StoreUpdateProfile>;
