import { LockKeyhole } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/web/components/ui/card';
import { useAuth } from '@/web/lib/auth/use-auth';
import { paths } from '@/web/lib/paths';
import { toast } from '@/web/lib/toast-store';
import { SETTINGS_TITLE } from '../page-titles';

export function SettingsLoginRequired() {
  const { status, login } = useAuth();

  const onLogin = () => {
    login(paths.accountSettings()).catch((error: unknown) => {
      console.warn('Login failed', error);
      toast({
        title: 'Login failed',
        description: 'We could not start signing in. Please try again.',
        variant: 'destructive',
      });
    });
  };

  return (
    <div className="grid min-h-[60vh] place-items-center px-4 py-16">
      <title>{SETTINGS_TITLE}</title>
      <Card className="w-full max-w-md text-center">
        <CardHeader className="items-center pt-8">
          <span
            aria-hidden="true"
            className="mb-2 grid size-14 place-items-center rounded-full bg-saffron-100 text-saffron-700"
          >
            <LockKeyhole className="size-6" />
          </span>
          <CardTitle asChild>
            <h1>Login Required</h1>
          </CardTitle>
          <CardDescription className="text-body">Please log in to access your settings</CardDescription>
          {status === 'error' ? (
            <p role="alert" className="text-small text-destructive">
              We couldn't confirm your sign-in. Please log in again.
            </p>
          ) : null}
        </CardHeader>
        <CardContent className="flex flex-col gap-3 pb-8 sm:flex-row sm:justify-center">
          <Button onClick={onLogin}>Log In</Button>
          <Button variant="outline" asChild>
            <Link to={paths.home()}>Back to Shop</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
