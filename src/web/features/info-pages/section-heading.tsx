import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';

export interface SectionHeadingProps {
  /** id of the <h2>, for the section's aria-labelledby. */
  id: string;
  eyebrow?: string;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'left' | 'center';
  /** "dark" for headings on cocoa backgrounds. */
  tone?: 'light' | 'dark';
  className?: string;
}

/** Eyebrow + <h2> + optional lead, the house style for a section opening. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  align = 'left',
  tone = 'light',
  className,
}: SectionHeadingProps) {
  const dark = tone === 'dark';
  return (
    <div className={cn('max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow ? (
        <p
          className={cn(
            'text-eyebrow font-semibold tracking-[0.14em] uppercase',
            dark ? 'text-saffron-300' : 'text-saffron-700',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2 id={id} className={cn('mt-2 text-h2', dark ? 'text-cream-50' : 'text-cocoa-950')}>
        {title}
      </h2>
      {lead ? (
        <p className={cn('mt-4 text-lg leading-relaxed', dark ? 'text-cocoa-100' : 'text-cocoa-700')}>{lead}</p>
      ) : null}
    </div>
  );
}
