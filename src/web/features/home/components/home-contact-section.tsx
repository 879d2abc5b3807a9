import { Clock, Mail, MapPin, Phone, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ContactForm, type ContactFormProps } from '@/web/components/contact-form';
import type { BusinessDetails } from '@/web/lib/business-format';

export interface HomeContactSectionProps {
  /** The shop's details; undefined until the business settings have loaded. */
  business: BusinessDetails | undefined;
  onSend: ContactFormProps['onSend'];
}

/** The home page's "get in touch" section: a short message form beside the shop's details. */
export function HomeContactSection({ onSend, business }: HomeContactSectionProps) {
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
        <ContactForm variant="home" onSend={onSend} />
        <StoreInfo business={business} />
      </div>
    </section>
  );
}

/** The shop's name, address, phone, e-mail and opening hours. */
function StoreInfo({ business }: { business: BusinessDetails | undefined }) {
  return (
    <aside
      aria-label={business ? `Visit ${business.name}` : 'Visit the cafe'}
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
      <h3 className="mt-2 text-h3 text-cream-50">{business?.name}</h3>
      <ul className="mt-6 space-y-5">
        <InfoItem icon={MapPin} label="Address">
          <address className="not-italic whitespace-pre-line">{business?.address}</address>
        </InfoItem>
        <InfoItem icon={Phone} label="Phone">
          <a href={business?.phoneHref} className={infoLink}>
            {business?.phone}
          </a>
        </InfoItem>
        <InfoItem icon={Mail} label="Email">
          <a href={business?.emailHref} className={`${infoLink} break-all`}>
            {business?.email}
          </a>
        </InfoItem>
        {business && business.hoursSummary.length > 0 ? (
          <InfoItem icon={Clock} label="Opening hours">
            <ul className="space-y-0.5">
              {business.hoursSummary.map((line) => (
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
