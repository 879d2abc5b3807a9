/** Small building blocks shared by the sign-in server's pages. Every text argument is escaped here. */
import { escapeHtml } from './layout';

const ICON_ALERT = `<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="M10 5.75v5" stroke="currentColor" stroke-width="1.75" stroke-linecap="round"/><circle cx="10" cy="13.9" r="1.05" fill="currentColor"/></svg>`;
const ICON_CHECK = `<svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false"><circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" stroke-width="1.5"/><path d="m6.4 10.3 2.4 2.4 4.8-5" fill="none" stroke="currentColor" stroke-width="1.75" stroke-linecap="round" stroke-linejoin="round"/></svg>`;
const ICON_SMALL_ALERT = ICON_ALERT.replace('width="18" height="18"', 'width="14" height="14"');

/** Renders `name="value"` pairs; `true` gives a bare attribute, `false`/`undefined` leaves it out. */
export function attributes(attrs: Readonly<Record<string, string | number | boolean | undefined>>): string {
  return Object.entries(attrs)
    .filter(([, value]) => value !== undefined && value !== false)
    .map(([name, value]) => (value === true ? ` ${name}` : ` ${name}="${escapeHtml(String(value))}"`))
    .join('');
}

/** An error box (`role="alert"`) or a success notice (`role="status"`); nothing when `text` is empty. */
export function renderNotice(text: string | undefined, tone: 'error' | 'success'): string {
  if (!text) return '';
  const role = tone === 'error' ? 'alert' : 'status';
  const icon = tone === 'error' ? ICON_ALERT : ICON_CHECK;
  return `<div class="notice notice-${tone}" role="${role}">${icon}<p>${escapeHtml(text)}</p></div>`;
}

export interface FieldOptions {
  id: string;
  label: string;
  name: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  value?: string;
  required?: boolean;
  minlength?: number;
  maxlength?: number;
  hint?: string;
  error?: string;
  autofocus?: boolean;
}

/** A labelled input with an optional hint and error, both wired with `aria-describedby`. */
export function renderField(field: FieldOptions): string {
  const hintId = field.hint ? `${field.id}-hint` : undefined;
  const errorId = field.error ? `${field.id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const input = `<input${attributes({
    id: field.id,
    name: field.name,
    type: field.type,
    autocomplete: field.autocomplete,
    value: field.value,
    required: field.required,
    minlength: field.minlength,
    maxlength: field.maxlength,
    autocapitalize: field.type === 'text' ? undefined : 'none',
    spellcheck: field.type === 'text' ? undefined : 'false',
    'aria-invalid': field.error ? 'true' : undefined,
    'aria-describedby': describedBy,
    autofocus: field.autofocus,
  })}>`;
  const hint = field.hint ? `<p class="hint" id="${hintId}">${escapeHtml(field.hint)}</p>` : '';
  const error = field.error
    ? `<p class="field-error" id="${errorId}">${ICON_SMALL_ALERT}<span>${escapeHtml(field.error)}</span></p>`
    : '';
  return `<div class="field"><label for="${escapeHtml(field.id)}">${escapeHtml(field.label)}</label>${input}${hint}${error}</div>`;
}

/** The page heading and its short introduction. */
export function renderHeading(title: string, lede?: string): string {
  return `<h1>${escapeHtml(title)}</h1>${lede ? `<p class="lede">${escapeHtml(lede)}</p>` : ''}`;
}

/** A POST form; `inner` is trusted HTML built from the helpers above. */
export function renderForm(action: string, inner: string): string {
  return `<form method="post" action="${escapeHtml(action)}">${inner}</form>`;
}

/** The full-width primary button that ends a form. */
export function renderSubmit(text: string): string {
  return `<div class="form-actions"><button class="button" type="submit">${escapeHtml(text)}</button></div>`;
}

/** A plain link. */
export function renderLink(href: string, text: string, className?: string): string {
  return `<a${attributes({ class: className, href })}>${escapeHtml(text)}</a>`;
}

/** The quiet "← text" link under a card's content. */
export function renderBackLink(href: string, text: string): string {
  return `<p class="back"><a href="${escapeHtml(href)}"><span aria-hidden="true">←</span><span>${escapeHtml(text)}</span></a></p>`;
}
