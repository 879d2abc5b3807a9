import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { useBusinessDetails } from '@/web/lib/get-business-settings';
import { paths } from '@/web/lib/paths';

const columns = [
  {
    title: 'Shop',
    links: [
      { to: paths.category('cakes'), label: 'Cakes' },
      { to: paths.category('arabian-sweets'), label: 'Arabian Sweets' },
      { to: paths.category('indian-sweets'), label: 'Indian Sweets' },
      { to: paths.category('english-sweets'), label: 'English Sweets' },
      { to: paths.loyaltyProgram(), label: 'Rewards Program' },
    ],
  },
  {
    title: 'Help',
    links: [
      { to: paths.contact(), label: 'Contact Us' },
      { to: paths.deliveryInfo(), label: 'Delivery Information' },
      { to: paths.customOrders(), label: 'Custom Orders' },
      { to: paths.faq(), label: 'FAQ' },
      { to: paths.returns(), label: 'Returns & Refunds' },
    ],
  },
];

export function Footer() {
  const business = useBusinessDetails();

  return (
    <footer className="mt-24 bg-cocoa-950 text-cocoa-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="font-display text-h3 text-cream-50">{business?.name}</p>
          <p className="mt-3 text-small text-cocoa-200">
            Celebration cakes, Arabian and Indian sweets and English bakes, made by hand in Auckland every morning since
            2010.
          </p>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-label={column.title}>
            <h2 className="font-sans text-eyebrow font-semibold tracking-[0.14em] text-saffron-300 uppercase">
              {column.title}
            </h2>
            <ul className="mt-4 space-y-2.5">
              {column.links.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="text-small text-cocoa-100 transition-colors hover:text-saffron-300">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <div>
          <h2 className="font-sans text-eyebrow font-semibold tracking-[0.14em] text-saffron-300 uppercase">
            Visit us
          </h2>
          <ul className="mt-4 space-y-3 text-small">
            <li className="flex gap-2.5">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-300" />
              {business?.address}
            </li>
            <li className="flex gap-2.5">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-300" />
              <a href={business?.phoneHref} className="hover:text-saffron-300">
                {business?.phone}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-300" />
              <a href={business?.emailHref} className="break-all hover:text-saffron-300">
                {business?.email}
              </a>
            </li>
            <li className="flex gap-2.5">
              <Clock aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-saffron-300" />
              <span>
                {business?.hoursSummary.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-cocoa-800">
        <p className="mx-auto max-w-7xl px-4 py-5 text-caption text-cocoa-300 sm:px-6">
          © {new Date().getFullYear()} {business?.name}. Prices in NZD. Made with butter, saffron and love in Tāmaki
          Makaurau.
        </p>
      </div>
    </footer>
  );
}
