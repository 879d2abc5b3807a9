import type { AdminCustomer } from '@/contracts/admin-customers';
import { cn } from '@/web/lib/cn';
import { displayName } from '../customer-list';

/** The profile picture, else the initials on a warm disc (decorative: the name is beside it). */
export function CustomerAvatar({ customer, className }: { customer: AdminCustomer; className?: string }) {
  const name = displayName(customer);
  const initials =
    name === 'Unknown Customer'
      ? '?'
      : name
          .split(/[\s@._-]+/)
          .map((part) => /\p{L}|\p{N}/u.exec(part)?.[0] ?? '')
          .filter(Boolean)
          .slice(0, 2)
          .join('')
          .toUpperCase() || '?';
  const safeImage = customer.profileImageUrl && /^(https:\/\/|\/)/.test(customer.profileImageUrl);
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center overflow-hidden rounded-full bg-saffron-100 text-small font-semibold text-saffron-900',
        className,
      )}
    >
      {safeImage ? (
        <img src={customer.profileImageUrl!} alt="" className="size-full object-cover" loading="lazy" />
      ) : (
        initials
      )}
    </span>
  );
}
