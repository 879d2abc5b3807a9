/**
 * The message on the cake board: an optional line of plain text a customer writes for a cake.
 * One set of rules for the server (which refuses) and the browser (which counts and warns); no
 * zod here, because the product page and the cart drawer are in the first download.
 */
import { CAKE_CATEGORY, FEATURED_MARKER } from './pricing';

export const CAKE_MESSAGE_MAX_LENGTH = 60;

/**
 * Control characters (C0, DEL, C1), line and paragraph separators, the bidirectional embedding,
 * override and isolate marks, and lone surrogate halves: none can be piped, and each can garble a
 * kitchen ticket or an e-mail. Joiners stay allowed, so emoji sequences count as plain text.
 * Angle brackets are allowed ("I <3 you Mum", "Dad > Golf"): every screen and e-mail shows the
 * message as text, never as markup (decision 0114).
 */
const CONTROL = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

/** Length as a person counts it: code points, so an emoji is one character, not two. */
export function cakeMessageLength(text: string): number {
  return [...text].length;
}

/** Why a (trimmed) message cannot be used, or null when it can. */
export function cakeMessageProblem(text: string): string | null {
  if (cakeMessageLength(text) > CAKE_MESSAGE_MAX_LENGTH) {
    return `message must be at most ${CAKE_MESSAGE_MAX_LENGTH} characters`;
  }
  if (CONTROL.test(text)) return 'message must be plain text, without control characters';
  return null;
}

/** Trimmed; an empty or missing message is no message. */
export function normalizeCakeMessage(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed ? trimmed : null;
}

/** Only cakes carry a message on a cake board. */
export function takesCakeMessage(category: string): boolean {
  return category === CAKE_CATEGORY;
}

/**
 * What a cart line stores in `customization`: the message itself; on a featured line the server's
 * marker first, then a line break and the message. A message cannot hold a line break, so the two
 * never mix up, and the stored text still "contains" the marker as the spec's rule reads it.
 */
export function lineCustomization(featured: boolean, message: string | null): string | null {
  if (!featured) return message;
  return message ? `${FEATURED_MARKER}\n${message}` : FEATURED_MARKER;
}

/** The message held by a line's stored `customization` (the reverse of `lineCustomization`). */
export function lineMessage(featured: boolean, customization: string | null): string | null {
  if (!customization) return null;
  if (!featured) return customization;
  const prefix = `${FEATURED_MARKER}\n`;
  return customization.startsWith(prefix) ? normalizeCakeMessage(customization.slice(prefix.length)) : null;
}
