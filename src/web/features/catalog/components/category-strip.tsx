import { NavLink, useSearchParams } from 'react-router';
import type { StoreCategory } from '@/contracts/catalog';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';
import { dietSearch } from '../diet-filter';

const pill =
  'inline-flex shrink-0 items-center gap-2 whitespace-nowrap rounded-full border px-4 py-2 text-small font-semibold transition-colors';
const idle = 'border-border bg-card text-cocoa-700 hover:border-saffron-300 hover:bg-saffron-50';
const active = 'border-saffron-400 bg-saffron-400 text-cocoa-950 shadow-glow';

/** "All" plus each category, as links to /category/{slug}; a dietary filter that is on goes along. */
export function CategoryStrip({ categories, current }: { categories: StoreCategory[]; current?: string }) {
  const search = dietSearch(useSearchParams()[0]);
  return (
    <nav aria-label="Categories" className="-mx-4 overflow-x-auto px-4 pb-1 [scrollbar-width:none]">
      <ul className="flex gap-2">
        <li>
          <NavLink to={{ pathname: paths.home(), search }} end className={cn(pill, !current ? active : idle)}>
            All
          </NavLink>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <NavLink
              to={{ pathname: paths.category(category.slug), search }}
              className={cn(pill, current === category.slug ? active : idle)}
            >
              <span aria-hidden="true">{category.icon}</span>
              {category.name}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
