import { z } from 'zod';
import { MONEY_PATTERN } from '../domain/money';

/** The spec's money strings: "12.50". */
export const MoneyString = z.string().regex(MONEY_PATTERN, 'must be an amount like 12.50');

export const Slug = z
  .string()
  .min(1)
  .max(100)
  // eslint-disable-next-line security/detect-unsafe-regex -- each repeat starts with '-', which the class cannot match: one way to match, linear time
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase letters, digits and dashes');

export const Uuid = z.uuid({ message: 'must be a UUID' });

/** The cart session id: a browser-made `crypto.randomUUID()` (v4) and nothing else. */
export const CartSessionId = z.uuidv4({ message: 'must be a UUID v4 from crypto.randomUUID()' });

/**
 * Every error the API sends. `fields` names what was wrong with which input, by the field's name
 * (`{ deliveryTime: 'that time slot is full' }`), so forms show it beside the field.
 */
export const ApiError = z.object({
  message: z.string(),
  code: z.string(),
  requestId: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type ApiError = z.infer<typeof ApiError>;

export const IdParams = z.object({ id: Uuid });

/** A 204 (or 304) answer: no body at all (`reply.send()` with nothing). */
export const NoContent = z.undefined().describe('no body');
