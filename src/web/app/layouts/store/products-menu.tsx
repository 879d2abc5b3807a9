import { ChevronDown } from 'lucide-react';
import { NavigationMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { StoreCategory } from '@/contracts/catalog';
import { paths } from '@/web/lib/paths';

const linkClass =
  'inline-flex h-10 items-center rounded-full px-4 text-small font-semibold text-cocoa-700 transition-colors hover:bg-cream-200/70 hover:text-cocoa-900 data-[active]:text-cocoa-950';

/** The desktop nav with the Products mega-menu: All Products plus every category. */
export function DesktopNav({ categories }: { categories: StoreCategory[] }) {
  return (
    <NavigationMenu.Root className="relative hidden lg:block" aria-label="Main">
      <NavigationMenu.List className="flex items-center gap-1">
        <NavigationMenu.Item>
          <NavigationMenu.Link asChild>
            <Link to={paths.home()} className={linkClass}>
              Home
            </Link>
          </NavigationMenu.Link>
        </NavigationMenu.Item>
        <NavigationMenu.Item>
          <NavigationMenu.Trigger className={`${linkClass} group gap-1`}>
            Products
            <ChevronDown
              aria-hidden="true"
              className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </NavigationMenu.Trigger>
          <NavigationMenu.Content className="absolute top-full left-0 mt-2 w-[34rem] rounded-card border border-border bg-card p-3 shadow-lifted data-[state=open]:animate-pop-in">
            <ul className="grid grid-cols-2 gap-1">
              <li className="col-span-2">
                <NavigationMenu.Link asChild>
                  <Link
                    to={paths.home()}
                    className="flex items-center gap-3 rounded-xl bg-saffron-50 p-3 transition-colors hover:bg-saffron-100"
                  >
                    <span aria-hidden="true" className="text-2xl">
                      🧁
                    </span>
                    <span>
                      <span className="block font-semibold text-cocoa-900">All Products</span>
                      <span className="block text-caption text-muted-foreground">
                        Everything fresh from our ovens today
                      </span>
                    </span>
                  </Link>
                </NavigationMenu.Link>
              </li>
              {categories.map((category) => (
                <li key={category.id}>
                  <NavigationMenu.Link asChild>
                    <Link
                      to={paths.category(category.slug)}
                      className="flex items-start gap-3 rounded-xl p-3 transition-colors hover:bg-cream-100"
                    >
                      <span aria-hidden="true" className="text-2xl leading-none">
                        {category.icon}
                      </span>
                      <span>
                        <span className="block font-semibold text-cocoa-900">{category.name}</span>
                        <span className="line-clamp-2 block text-caption text-muted-foreground">
                          {category.description}
                        </span>
                      </span>
                    </Link>
                  </NavigationMenu.Link>
                </li>
              ))}
            </ul>
          </NavigationMenu.Content>
        </NavigationMenu.Item>
        {[
          { to: paths.loyaltyProgram(), label: 'Rewards' },
          { to: paths.ourStory(), label: 'Our Story' },
          { to: paths.contact(), label: 'Contact' },
        ].map((item) => (
          <NavigationMenu.Item key={item.to}>
            <NavigationMenu.Link asChild>
              <Link to={item.to} className={linkClass}>
                {item.label}
              </Link>
            </NavigationMenu.Link>
          </NavigationMenu.Item>
        ))}
      </NavigationMenu.List>
    </NavigationMenu.Root>
  );
}
