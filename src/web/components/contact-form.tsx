import { Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import type { StoreContactMessage, StoreContactReply } from '@/contracts/contact';
import { toast } from '@/web/lib/toast-store';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { Field } from './ui/field';
import { Input } from './ui/input';
import { Textarea } from './ui/textarea';

export interface ContactFormValues {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
}

/** The home page's short form (name, e-mail, message) or the contact page's full one. */
export type ContactFormVariant = 'home' | 'contact';

/** The sending state of the home form lasts at least this long, so a fast answer still reads as "sent". */
export const MIN_SENDING_MS = 1000;

const EMPTY: ContactFormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** What differs between the two places the form appears (storefront spec sections 4 and 7). */
const VARIANTS = {
  home: {
    fields: ['name', 'email', 'message'],
    title: 'Drop us a line',
    messageRows: 5,
    messagePlaceholder: 'Tell us about your occasion, the date and how many guests…',
    note: 'Required fields',
    minSendingMs: MIN_SENDING_MS,
    success: (_reply: StoreContactReply | undefined) => ({
      title: 'Message sent!',
      description: "Thank you for your message! We'll get back to you soon.",
    }),
  },
  contact: {
    fields: ['name', 'email', 'phone', 'subject', 'message'],
    title: null,
    messageRows: 8,
    messagePlaceholder: 'Tell us the date, how many guests, and any ideas or dietary needs.',
    note: 'All fields are required. We reply within 24 hours.',
    minSendingMs: 0,
    success: (reply: StoreContactReply | undefined) => ({
      title: 'Message Sent!',
      description: reply?.message || "Thank you for contacting us. We'll get back to you within 24 hours.",
    }),
  },
} as const satisfies Record<
  ContactFormVariant,
  { fields: readonly (keyof ContactFormValues)[]; [other: string]: unknown }
>;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ContactFormProps {
  variant: ContactFormVariant;
  /** Sends the filled-in fields (only those the variant shows); the reply's message may be toasted. */
  onSend: (message: Omit<StoreContactMessage, 'source'>) => Promise<StoreContactReply | undefined | void>;
  /** The id of a heading outside the form that names it (the home variant has its own title). */
  labelledBy?: string;
  className?: string;
}

/**
 * The shop's message form, on the home page and the contact page: every shown field is required
 * at browser level; success toasts and clears the form, failure toasts and keeps what was typed.
 */
export function ContactForm({ variant, onSend, labelledBy, className }: ContactFormProps) {
  const config = VARIANTS[variant];
  const shows = (field: keyof ContactFormValues) => (config.fields as readonly string[]).includes(field);
  const [values, setValues] = useState<ContactFormValues>(EMPTY);
  const [sending, setSending] = useState(false);
  const titleId = `${variant}-contact-form-title`;

  const update = (field: keyof ContactFormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const startedAt = Date.now();
    const finishSending = async () => {
      const remaining = config.minSendingMs - (Date.now() - startedAt);
      if (remaining > 0) await wait(remaining);
    };
    try {
      const { name, email, phone, subject, message } = values;
      const reply = await onSend(shows('phone') ? { name, email, phone, subject, message } : { name, email, message });
      await finishSending();
      toast({ ...config.success(reply ?? undefined), variant: 'success' });
      setValues(EMPTY);
    } catch (error) {
      // A warning, not an error: the visitor is told in the toast and nothing is broken.
      console.warn('Contact message failed', error);
      await finishSending();
      toast({
        title: 'Error',
        description: 'Failed to send message. Please try again or contact us directly.',
        variant: 'destructive',
      });
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      onSubmit={onSubmit}
      aria-labelledby={config.title ? titleId : labelledBy}
      className={cn(
        variant === 'home' ? 'rounded-card border border-border bg-card p-6 shadow-warm sm:p-8' : undefined,
        className,
      )}
    >
      {config.title ? (
        <h3 id={titleId} className="mb-6 text-h3 text-cocoa-900">
          {config.title}
        </h3>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Name" required>
          <Input
            name="name"
            autoComplete="name"
            required
            maxLength={100}
            value={values.name}
            onChange={update('name')}
          />
        </Field>
        <Field label="Email" required>
          <Input
            name="email"
            type="email"
            autoComplete="email"
            required
            maxLength={254}
            value={values.email}
            onChange={update('email')}
          />
        </Field>
        {shows('phone') ? (
          <Field label="Phone" required>
            <Input
              name="phone"
              type="tel"
              autoComplete="tel"
              inputMode="tel"
              required
              maxLength={40}
              value={values.phone}
              onChange={update('phone')}
            />
          </Field>
        ) : null}
        {shows('subject') ? (
          <Field label="Subject" required>
            <Input
              name="subject"
              required
              maxLength={150}
              placeholder="e.g. A cake for Saturday"
              value={values.subject}
              onChange={update('subject')}
            />
          </Field>
        ) : null}
        <Field label="Message" required className="sm:col-span-2">
          <Textarea
            name="message"
            required
            rows={config.messageRows}
            maxLength={5000}
            placeholder={config.messagePlaceholder}
            value={values.message}
            onChange={update('message')}
          />
        </Field>
      </div>
      {variant === 'home' ? (
        <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
          <RequiredNote className="text-caption">{config.note}</RequiredNote>
          <SendButton sending={sending} className="w-full sm:w-auto" />
        </div>
      ) : (
        <div className="mt-5 flex flex-wrap items-center gap-4">
          <SendButton sending={sending} iconFirst />
          <RequiredNote className="text-small">{config.note}</RequiredNote>
        </div>
      )}
    </form>
  );
}

function RequiredNote({ className, children }: { className: string; children: string }) {
  return (
    <p className={cn('text-muted-foreground', className)}>
      <span aria-hidden="true" className="text-rose-700">
        *
      </span>{' '}
      {children}
    </p>
  );
}

function SendButton({
  sending,
  iconFirst = false,
  className,
}: {
  sending: boolean;
  iconFirst?: boolean;
  className?: string;
}) {
  const icon = <Send aria-hidden="true" />;
  return (
    <Button type="submit" size="lg" loading={sending} className={className}>
      {sending ? (
        'Sending...'
      ) : (
        <>
          {iconFirst ? icon : null}
          Send Message{iconFirst ? null : <> {icon}</>}
        </>
      )}
    </Button>
  );
}
