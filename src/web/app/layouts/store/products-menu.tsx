import { ChevronDown } from 'lucide-react';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import type { StoreCategory } from '@/contracts/catalog';
import { cn } from '@/web/lib/cn';
import { paths } from '@/web/lib/paths';

const linkClass =
  'inline-flex h-10 items-center rounded-full px-3 text-small font-semibold text-cocoa-700 transition-colors hover:bg-cream-200/70 hover:text-cocoa-900 aria-[current=page]:text-cocoa-950 xl:px-4';

/**
 * The desktop nav with the Products mega-menu: All Products plus every category. The menu is a
 * disclosure (a button with aria-expanded and the links right after it), so it needs no focus
 * proxies and hides nothing: Tab walks from the button into the links and on, Escape closes it
 * and gives the focus back to the button, and a press elsewhere or the focus leaving closes it.
 * It opens on a press, not on hover, so a click never closes what hovering just opened.
 */
export function DesktopNav({ categories }: { categories: StoreCategory[] }) {
  return (
    <nav className="relative hidden lg:block" aria-label="Main">
      <ul className="flex items-center gap-0.5 xl:gap-1">
        <li>
          <NavLink to={paths.home()} end className={linkClass}>
            Home
          </NavLink>
        </li>
        <li>
          <ProductsMenu categories={categories} />
        </li>
        {[
          { to: paths.loyaltyProgram(), label: 'Rewards' },
          { to: paths.ourStory(), label: 'Our Story' },
          { to: paths.contact(), label: 'Contact' },
        ].map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} className={linkClass}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function ProductsMenu({ categories }: { categories: StoreCategory[] }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  const { pathname, search } = useLocation();

  // A followed link closes the menu.
  useEffect(() => setOpen(false), [pathname, search]);

  // A press anywhere else closes it.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      setOpen(false);
      button.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <div ref={root} className="relative" onKeyDown={onKeyDown} onBlur={onBlur}>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((current) => !current)}
        className={cn(linkClass, 'group cursor-pointer gap-1', open && 'bg-cream-200/70 text-cocoa-900')}
      >
        Products
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
        />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className="absolute top-full left-0 z-50 w-[34rem] pt-2 data-[open]:animate-pop-in"
        data-open={open || undefined}
      >
        <ul className="grid grid-cols-2 gap-1 rounded-card border border-border bg-card p-3 shadow-lifted">
          <li className="col-span-2">
            <NavLink
              to={paths.home()}
              end
              className="flex items-center gap-3 rounded-xl bg-saffron-50 p-3 transition-colors hover:bg-saffron-100"
            >
              <span aria-hidden="true" className="text-2xl">
                🧁
              </span>
              <span>
                <span className="block font-semibold text-cocoa-900">All Products</span>
                <span className="block text-caption text-muted-foreground">Everything fresh from our ovens today</span>
              </span>
            </NavLink>
          </li>
          {categories.map((category) => (
            <li key={category.id}>
              <NavLink
                to={paths.category(category.slug)}
                className="flex items-start gap-3 rounded-xl p-3 transition-colors hover:bg-cream-100"
              >
                <span aria-hidden="true" className="text-2xl leading-none">
                  {category.icon}
                </span>
                <span>
                  <span className="block font-semibold text-cocoa-900">{category.name}</span>
                  <span className="line-clamp-2 block text-caption text-muted-foreground">{category.description}</span>
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
