import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { SectionHeading, type SectionHeadingProps } from './section-heading';

const BANDS = {
  /** On the page's own background, the width of the page. */
  plain: { outer: 'mx-auto max-w-7xl px-4 py-16 sm:px-6 md:py-20', inner: undefined },
  /** A full-width cream band behind the content. */
  cream: { outer: 'bg-cream-100/70 py-16 md:py-20', inner: 'mx-auto max-w-7xl px-4 sm:px-6' },
  /** A full-width cocoa band; its heading is drawn light. */
  dark: { outer: 'bg-cocoa-950 py-16 text-cream-50 md:py-20', inner: 'mx-auto max-w-7xl px-4 sm:px-6' },
} as const;

type Props = Omit<SectionHeadingProps, 'title' | 'tone' | 'className'> & {
  band?: keyof typeof BANDS;
  /** The heading; left out when the section places its own heading (in a grid beside its content). */
  title?: ReactNode;
  /** An id on the section itself, for in-page links ("How ordering works" → #custom-process). */
  anchor?: string;
  className?: string;
  children: ReactNode;
};

/**
 * One section of an info page (delivery, returns, custom orders, loyalty, our story): the band it
 * sits on, labelled by its <h2>, and the house heading. One place for the spacing the pages share.
 */
export function InfoSection({ id, band = 'plain', title, anchor, className, children, ...heading }: Props) {
  const { outer, inner } = BANDS[band];
  const content = (
    <>
      {title !== undefined ? (
        <SectionHeading id={id} title={title} tone={band === 'dark' ? 'dark' : 'light'} {...heading} />
      ) : null}
      {children}
    </>
  );
  return (
    <section id={anchor} aria-labelledby={id} className={cn(outer, className)}>
      {inner ? <div className={inner}>{content}</div> : content}
    </section>
  );
}
