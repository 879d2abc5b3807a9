import { Link } from 'react-router';
import type { StoreCategory } from '@/contracts/catalog';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/web/components/ui/sheet';
import { paths } from '@/web/lib/paths';
import { SearchBox } from './search-box';

interface MobileMenuSheetProps {
  categories: StoreCategory[];
  account: React.ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The phone menu's panel: the same links as the desktop nav, plus search and login. */
export default function MobileMenuSheet({ categories, account, open, onOpenChange }: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  const link = 'block rounded-xl px-3 py-2.5 font-semibold text-cocoa-800 hover:bg-cream-200/70';
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="left" className="gap-5">
        <SheetTitle className="font-display text-h3">Menu</SheetTitle>
        <SheetDescription className="sr-only">Site navigation, search and sign-in</SheetDescription>
        <SearchBox onSearched={close} />
        <nav aria-label="Mobile">
          <ul className="space-y-0.5">
            <li>
              <Link to={paths.home()} onClick={close} className={link}>
                Home
              </Link>
            </li>
            <li>
              <p className="px-3 pt-3 pb-1 text-eyebrow font-semibold tracking-[0.14em] text-muted-foreground uppercase">
                Products
              </p>
              <ul className="space-y-0.5">
                <li>
                  <Link to={paths.home()} onClick={close} className={link}>
                    All Products
                  </Link>
                </li>
                {categories.map((category) => (
                  <li key={category.id}>
                    <Link to={paths.category(category.slug)} onClick={close} className={link}>
                      <span aria-hidden="true" className="mr-2">
                        {category.icon}
                      </span>
                      {category.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
            <li className="pt-3">
              <Link to={paths.loyaltyProgram()} onClick={close} className={link}>
                Rewards
              </Link>
            </li>
            <li>
              <Link to={paths.ourStory()} onClick={close} className={link}>
                Our Story
              </Link>
            </li>
            <li>
              <Link to={paths.contact()} onClick={close} className={link}>
                Contact
              </Link>
            </li>
          </ul>
        </nav>
        {/* A followed link or menu item closes the panel; the avatar button that opens the account
            menu must not (closing would take the menu away with it). */}
        <div
          className="mt-auto border-t border-border pt-4"
          onClick={(event) => {
            if ((event.target as Element).closest('a, [role="menuitem"]')) close();
          }}
        >
          {account}
        </div>
      </SheetContent>
    </Sheet>
  );
}
