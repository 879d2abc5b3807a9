import { Link } from 'react-router';

/** The wordmark: a saffron-crowned cake mark and the shop's name. */
export function Logo({ name }: { name: string }) {
  const [first, ...rest] = name.split(' & ');
  // Named by its visible words alone (WCAG 2.5.3): the shop's name, as a logo link to home is.
  return (
    <Link to="/" className="group inline-flex items-center gap-2.5 rounded-lg">
      <svg viewBox="0 0 40 40" aria-hidden="true" className="size-9 shrink-0 sm:size-10">
        <circle cx="20" cy="20" r="19" fill="#fdefd3" />
        <path d="M9 27h22v3.5a1.5 1.5 0 0 1-1.5 1.5h-19A1.5 1.5 0 0 1 9 30.5z" fill="#553828" />
        <path d="M10 20h20v7H10z" fill="#f1acad" />
        <path d="M10 20c2 3 4 3 5 0 1 3 3 3 5 0 2 3 4 3 5 0 1 3 3 3 5 0v-2H10z" fill="#fffbf3" />
        <path d="M20 8c2.5 2.6 3.2 5 0 8-3.2-3-2.5-5.4 0-8z" fill="#f5a524" />
        <rect x="19.2" y="14" width="1.6" height="4.5" rx=".8" fill="#c46806" />
      </svg>
      <span className="flex flex-col leading-none">
        <span className="font-display text-[1.15rem] font-semibold tracking-tight whitespace-nowrap text-cocoa-900 sm:text-[1.3rem]">
          {first}
          {rest.length ? <span className="text-saffron-700"> &amp; {rest.join(' & ').split(' ')[0]}</span> : null}
        </span>
        <span className="mt-1 hidden text-[0.65rem] font-semibold tracking-[0.18em] text-muted-foreground uppercase sm:block">
          Bakery &amp; Cafe · Auckland
        </span>
      </span>
    </Link>
  );
}
