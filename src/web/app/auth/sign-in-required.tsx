import { LockKeyhole } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { useAuth } from '@/web/lib/auth/use-auth';
import { paths } from '@/web/lib/paths';

/** The card pages show to visitors who are not signed in: a Log In button and Back to Shop. */
export function SignInRequired({ title, message }: { title: string; message: string }) {
  const { login } = useAuth();
  return (
    <div className="mx-auto max-w-md px-4 py-20 text-center">
      <title>{`${title} – Saffron & Sugar`}</title>
      <span className="mx-auto grid size-16 place-items-center rounded-full bg-saffron-100 text-saffron-800">
        <LockKeyhole aria-hidden="true" className="size-7" />
      </span>
      <h1 className="mt-6 text-h2">{title}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => void login()}>Log In</Button>
        <Button asChild variant="outline">
          <Link to={paths.home()}>Back to Shop</Link>
        </Button>
      </div>
    </div>
  );
}

/** Renders its children for a signed-in visitor; otherwise a spinner while sign-in loads, or the log-in card. */
export function RequireSignIn({
  title = 'Login Required',
  message,
  children,
}: {
  title?: string;
  message: string;
  children: ReactNode;
}) {
  const { status } = useAuth();
  if (status === 'loading') {
    return (
      <div className="grid min-h-[50vh] place-items-center">
        <Spinner label="Verifying your account..." />
      </div>
    );
  }
  if (status !== 'authenticated') return <SignInRequired title={title} message={message} />;
  return children;
}
