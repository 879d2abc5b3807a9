import { cn } from '@/web/lib/cn';

/**
 * A numbered step's title and text on the info pages' "how it works" lists. The number is drawn
 * by each page's own badge (hidden from screen readers), so the heading says it again in words.
 */
export function StepText({
  number,
  title,
  text,
  size = 'h4',
}: {
  number: number;
  title: string;
  text: string;
  size?: 'h3' | 'h4';
}) {
  return (
    <>
      <h3 className={cn('mt-5 text-cocoa-950', size === 'h3' ? 'text-h3' : 'text-h4')}>
        <span className="sr-only">Step {number}: </span>
        {title}
      </h3>
      <p className="mt-2 text-cocoa-700">{text}</p>
    </>
  );
}
