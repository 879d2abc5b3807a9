import { Send } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { Field } from '@/web/components/ui/field';
import { Input } from '@/web/components/ui/input';
import { Textarea } from '@/web/components/ui/textarea';
import { toast } from '@/web/lib/toast-store';
import { useSendContactMessage } from './api/send-contact-message';

type FormValues = { name: string; email: string; phone: string; subject: string; message: string };

const EMPTY: FormValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact page's message form: every field required at browser level, posts to /api/contact. */
export function ContactForm() {
  const [values, setValues] = useState<FormValues>(EMPTY);
  const send = useSendContactMessage();

  const update = (field: keyof FormValues) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    send.mutate(
      { ...values, source: 'contact' },
      {
        onSuccess: (reply) => {
          toast({
            title: 'Message Sent!',
            description: reply?.message || "Thank you for contacting us. We'll get back to you within 24 hours.",
            variant: 'success',
          });
          setValues(EMPTY);
        },
        onError: (error) => {
          console.warn('Contact message failed', error);
          toast({
            title: 'Error',
            description: 'Failed to send message. Please try again or contact us directly.',
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} aria-labelledby="contact-form-heading" className="grid gap-5 sm:grid-cols-2">
      <Field label="Name" required>
        <Input name="name" autoComplete="name" required maxLength={100} value={values.name} onChange={update('name')} />
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
      <Field label="Phone" required>
        <Input
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          required
          maxLength={40}
          placeholder="+64 21 123 4567"
          value={values.phone}
          onChange={update('phone')}
        />
      </Field>
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
      <Field label="Message" required className="sm:col-span-2">
        <Textarea
          name="message"
          required
          rows={8}
          maxLength={5000}
          placeholder="Tell us the date, how many guests, and any ideas or dietary needs."
          value={values.message}
          onChange={update('message')}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-4 sm:col-span-2">
        <Button type="submit" size="lg" loading={send.isPending}>
          {send.isPending ? (
            'Sending...'
          ) : (
            <>
              <Send aria-hidden="true" />
              Send Message
            </>
          )}
        </Button>
        <p className="text-small text-muted-foreground">
          <span aria-hidden="true" className="text-rose-700">
            *
          </span>{' '}
          All fields are required. We reply within 24 hours.
        </p>
      </div>
    </form>
  );
}
