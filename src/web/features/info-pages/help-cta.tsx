import { MessageCircle, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { paths } from '@/web/lib/paths';
import { useBusinessDetails } from '@/web/lib/get-business-settings';

export interface HelpCtaProps {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead: ReactNode;
  callLabel?: string;
  messageLabel?: string;
}

/** The dark closing panel: a tel: link to the shop's phone and a 'Send Message' link to /contact. */
export function HelpCta({
  id,
  eyebrow = 'We are here to help',
  title,
  lead,
  callLabel = 'Call Us',
  messageLabel = 'Send Message',
}: HelpCtaProps) {
  const business = useBusinessDetails();
  return (
    <section aria-labelledby={id} className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-[2rem] bg-cocoa-950 px-6 py-12 text-cream-50 shadow-lifted sm:px-12 md:py-14">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-24 -right-16 -z-10 size-80 rounded-full bg-saffron-500/25 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-28 left-10 -z-10 size-72 rounded-full bg-rose-500/20 blur-3xl"
        />
        <div className="grid items-center gap-8 md:grid-cols-[minmax(0,1fr)_auto]">
          <div className="max-w-2xl">
            <p className="text-eyebrow font-semibold tracking-[0.14em] text-saffron-300 uppercase">{eyebrow}</p>
            <h2 id={id} className="mt-2 text-h2 text-cream-50">
              {title}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-cocoa-100">{lead}</p>
            <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-small text-cocoa-200">
              <span>{business?.phone}</span>
              <span className="break-all">{business?.email}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-3 md:flex-col md:items-stretch">
            <Button asChild size="lg">
              <a href={business?.phoneHref}>
                <Phone aria-hidden="true" />
                {callLabel}
              </a>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={paths.contact()}>
                <MessageCircle aria-hidden="true" />
                {messageLabel}
              </Link>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
