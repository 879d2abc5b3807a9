import { Clock, Mail, MapPin, Phone, Send, type LucideIcon } from 'lucide-react';
import { useState, type ChangeEvent, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast-store';

/** The sending state lasts at least this long, so a fast answer still reads as "sent" (spec section 4). */
export const MIN_SENDING_MS = 1000;

export interface HomeContactValues {
  name: string;
  email: string;
  message: string;
}

export interface StoreInfoProps {
  businessName: string;
  phone: string;
  email: string;
  /** May contain line breaks; they are kept. */
  address: string;
  hoursLines: string[];
}

export interface HomeContactFormProps extends StoreInfoProps {
  onSend: (values: HomeContactValues) => Promise<void>;
}

const EMPTY: HomeContactValues = { name: '', email: '', message: '' };

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The home page's "get in touch" section: a short message form beside the shop's details. */
export function HomeContactForm({ onSend, ...store }: HomeContactFormProps) {
  return (
    <section aria-labelledby="home-contact-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20">
      <div className="max-w-2xl">
        <p className="text-eyebrow font-semibold text-saffron-700 uppercase">Get in touch</p>
        <h2 id="home-contact-heading" className="mt-2 text-h2 text-cocoa-950">
          Planning something special?
        </h2>
        <p className="mt-3 text-cocoa-700">
          Questions about an order, a custom cake or catering for a crowd: send us a note and our team will reply within
          a day.
        </p>
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-[1.5fr_1fr] lg:gap-8">
        <ContactForm onSend={onSend} />
        <StoreInfo {...store} />
      </div>
    </section>
  );
}

function ContactForm({ onSend }: Pick<HomeContactFormProps, 'onSend'>) {
  const [values, setValues] = useState<HomeContactValues>(EMPTY);
  const [sending, setSending] = useState(false);

  const update = (key: keyof HomeContactValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setSending(true);
    const startedAt = Date.now();
    const finishSending = async () => {
      const remaining = MIN_SENDING_MS - (Date.now() - startedAt);
      if (remaining > 0) await wait(remaining);
    };
    try {
      await onSend(values);
      await finishSending();
      toast({
        title: 'Message sent!',
        description: "Thank you for your message! We'll get back to you soon.",
        variant: 'success',
      });
      setValues(EMPTY);
    } catch (error) {
      // A warning, not an error: the visitor is told in the toast and nothing is broken.
      console.warn('Home contact form: sending failed', error);
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
      aria-labelledby="home-contact-form-title"
      className="rounded-card border border-border bg-card p-6 shadow-warm sm:p-8"
    >
      <h3 id="home-contact-form-title" className="text-h3 text-cocoa-900">
        Drop us a line
      </h3>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
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
        <Field label="Message" required className="sm:col-span-2">
          <Textarea
            name="message"
            rows={5}
            required
            maxLength={5000}
            placeholder="Tell us about your occasion, the date and how many guests…"
            value={values.message}
            onChange={update('message')}
          />
        </Field>
      </div>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
        <p className="text-caption text-muted-foreground">
          <span aria-hidden="true" className="text-rose-700">
            *
          </span>{' '}
          Required fields
        </p>
        <Button type="submit" size="lg" loading={sending} className="w-full sm:w-auto">
          {sending ? (
            'Sending...'
          ) : (
            <>
              Send Message <Send aria-hidden="true" />
            </>
          )}
        </Button>
      </div>
    </form>
  );
}

/** The shop's name, address, phone, e-mail and opening hours. */
export function StoreInfo({ businessName, phone, email, address, hoursLines }: StoreInfoProps) {
  return (
    <aside
      aria-label={`Visit ${businessName}`}
      className="relative isolate overflow-hidden rounded-card bg-cocoa-900 p-6 text-cream-100 shadow-lifted sm:p-8"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 -right-20 -z-10 size-64 rounded-full bg-saffron-500/25 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="absolute -bottom-28 -left-16 -z-10 size-64 rounded-full bg-rose-500/20 blur-3xl"
      />
      <p className="text-eyebrow font-semibold text-saffron-300 uppercase">Visit the cafe</p>
      <h3 className="mt-2 text-h3 text-cream-50">{businessName}</h3>
      <ul className="mt-6 space-y-5">
        <InfoItem icon={MapPin} label="Address">
          <address className="not-italic whitespace-pre-line">{address}</address>
        </InfoItem>
        <InfoItem icon={Phone} label="Phone">
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={infoLink}>
            {phone}
          </a>
        </InfoItem>
        <InfoItem icon={Mail} label="Email">
          <a href={`mailto:${email}`} className={`${infoLink} break-all`}>
            {email}
          </a>
        </InfoItem>
        {hoursLines.length > 0 ? (
          <InfoItem icon={Clock} label="Opening hours">
            <ul className="space-y-0.5">
              {hoursLines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </InfoItem>
        ) : null}
      </ul>
    </aside>
  );
}

const infoLink =
  'rounded-sm underline decoration-saffron-400/60 decoration-2 underline-offset-4 transition-colors hover:text-saffron-200 hover:decoration-saffron-300 focus-visible:outline-saffron-300';

function InfoItem({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-10 shrink-0 place-items-center rounded-full bg-cream-50/10 text-saffron-300 ring-1 ring-cream-50/15">
        <Icon aria-hidden="true" className="size-[1.125rem]" />
      </span>
      <div className="min-w-0 pt-0.5">
        <p className="text-caption font-semibold tracking-wide text-cream-300 uppercase">{label}</p>
        <div className="mt-1 text-cream-50">{children}</div>
      </div>
    </li>
  );
}
