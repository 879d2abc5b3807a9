import { escapeHtml, renderCakeMark, renderPage } from './layout';
import { renderLink } from './parts';

export type MessageTone = 'success' | 'error';

export interface MessagePageProps {
  nonce: string;
  businessName: string;
  title: string;
  message: string;
  linkHref: string;
  linkText: string;
  /** The badge above the title: a pistachio tick, a red exclamation mark, or (left out) the cake mark. */
  tone?: MessageTone;
}

const BADGE_ICONS: Readonly<Record<MessageTone, string>> = {
  success: `<path d="m9.5 16.5 4.5 4.5 9-10" fill="none" stroke="currentColor" stroke-width="2.75" stroke-linecap="round" stroke-linejoin="round"/>`,
  error: `<path d="M16 8.5v9" stroke="currentColor" stroke-width="2.75" stroke-linecap="round"/><circle cx="16" cy="23" r="1.8" fill="currentColor"/>`,
};

function renderBadge(tone: MessageTone | undefined): string {
  if (!tone) return `<div class="badge badge-brand">${renderCakeMark(64, 'badge-mark')}</div>`;
  return `<div class="badge badge-${tone}"><svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">${BADGE_ICONS[tone]}</svg></div>`;
}

/** A card with one message and one way on, e.g. "E-mail confirmed" or "This link has expired". */
export function renderMessagePage(p: MessagePageProps): string {
  const body = `<div class="message">${renderBadge(p.tone)}<h1>${escapeHtml(p.title)}</h1><p class="lede">${escapeHtml(p.message)}</p>${renderLink(p.linkHref, p.linkText, 'button')}</div>`;
  return renderPage({ title: p.title, nonce: p.nonce, businessName: p.businessName, body });
}
