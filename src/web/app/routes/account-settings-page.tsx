import { AccountSettingsScreen } from '@/web/features/account/account-settings-screen';

/** /account/settings: the account feature's settings screen (it handles its own sign-in states). */
export function AccountSettingsPage() {
  return <AccountSettingsScreen />;
}
