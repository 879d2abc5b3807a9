import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export interface InfoHeroProps {
  eyebrow: string;
  title: ReactNode;
  lead: ReactNode;
  /** A decorative icon shown in a medallion beside the text on wide screens. */
  icon?: LucideIcon;
  /** Calls to action (buttons, links) or any extra content under the lead text. */
  children?: ReactNode;
}

/** The warm hero that opens every information page: eyebrow, the page's one <h1>, lead text. */
export function InfoHero({ eyebrow, title, lead, icon: Icon, children }: InfoHeroProps) {
  return (
    <section className="relative isolate overflow-hidden border-b border-border bg-gradient-to-br from-saffron-50 via-cream-50 to-rose-50">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -right-24 -z-10 size-[28rem] rounded-full bg-saffron-200/45 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -left-24 -z-10 size-96 rounded-full bg-rose-200/40 blur-3xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 -z-10 opacity-[0.35]"
        style={{
          backgroundImage: 'radial-gradient(circle at 1px 1px, rgb(196 104 6 / 0.28) 1px, transparent 0)',
          backgroundSize: '22px 22px',
          maskImage: 'linear-gradient(to bottom, black, transparent 85%)',
        }}
      />
      <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[minmax(0,1fr)_auto] lg:py-24">
        <div>
          <p className="text-eyebrow font-semibold tracking-[0.14em] text-saffron-700 uppercase">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl text-h1 text-cocoa-950 sm:text-display">{title}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-cocoa-700">{lead}</p>
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {Icon ? (
          <div aria-hidden="true" className="relative hidden size-64 lg:block">
            <div className="absolute inset-0 rounded-full bg-gradient-to-br from-saffron-300 via-saffron-200 to-rose-200 shadow-lifted" />
            <div className="absolute inset-5 rounded-full border-2 border-dashed border-white/70" />
            <div className="absolute inset-0 grid place-items-center">
              <Icon strokeWidth={1.4} className="size-24 text-cocoa-900" />
            </div>
            <span className="absolute -top-1 left-6 size-5 rounded-full bg-rose-300 shadow-soft" />
            <span className="absolute right-2 bottom-10 size-8 rounded-full bg-pistachio-300 shadow-soft" />
            <span className="absolute bottom-0 left-14 size-3 rounded-full bg-saffron-500" />
          </div>
        ) : null}
      </div>
    </section>
  );
}
