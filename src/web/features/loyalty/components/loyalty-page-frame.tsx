import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/web/lib/paths';

export const LOYALTY_TITLE = 'My Rewards – Saffron & Sugar';

export function LoyaltyPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8">
      <title>{LOYALTY_TITLE}</title>
      <header>
        <p className="text-eyebrow font-semibold text-saffron-700 uppercase">Loyalty Program</p>
        <h1 className="mt-1 text-h1 text-cocoa-900">My Rewards</h1>
        <p className="mt-2 text-muted-foreground">
          One point for every dollar you spend with us. Points never expire.{' '}
          <Link
            to={paths.loyaltyProgram()}
            className="font-semibold text-saffron-800 underline-offset-4 hover:underline"
          >
            How it works
          </Link>
        </p>
      </header>
      {children}
    </div>
  );
}
