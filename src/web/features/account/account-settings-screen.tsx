import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth/use-auth';
import { paths } from '@/web/lib/paths';
import { SettingsLoginRequired } from './components/settings-login-required';
import { SettingsTabs } from './components/settings-tabs';
import { SETTINGS_TITLE } from './page-titles';

/**
 * /account/settings: profile, delivery address, notification and privacy preferences.
 * Renders the main column only; the portal layout around it provides the sidebar.
 */
export function AccountSettingsScreen() {
  const { status } = useAuth();

  if (status === 'loading') {
    return (
      <div className="grid min-h-[50vh] place-items-center px-4">
        <title>{SETTINGS_TITLE}</title>
        <Spinner label="Loading your settings..." />
      </div>
    );
  }

  if (status !== 'authenticated') return <SettingsLoginRequired />;

  return (
    // The portal layout around the page already pads it; phones need every pixel for the four tabs.
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-8 lg:px-6 lg:py-2">
      <title>{SETTINGS_TITLE}</title>
      <header className="flex flex-col gap-3">
        <Link
          to={paths.account()}
          className="inline-flex w-fit items-center gap-1.5 rounded-sm text-small font-semibold text-saffron-800 hover:text-saffron-900"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
        <div>
          <p className="text-eyebrow font-semibold text-saffron-700 uppercase">Your account</p>
          <h1 className="mt-1 text-h1 text-cocoa-900">Account Settings</h1>
          <p className="mt-2 text-muted-foreground">Manage your profile, delivery address and preferences.</p>
        </div>
      </header>
      <SettingsTabs />
    </div>
  );
}
