import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { completeLogin } from '@/web/lib/auth/auth-store';

/** Where the sign-in server sends the browser back: finishes signing in, then returns to where the visitor was. */
export function AuthCallbackPage() {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    completeLogin()
      .then((returnTo) => navigate(returnTo, { replace: true }))
      .catch((error: unknown) => {
        console.warn('Login failed', error);
        setFailed(true);
      });
  }, [navigate]);
  return (
    <div className="grid min-h-[50vh] place-items-center px-4 text-center">
      <title>Signing in – Saffron &amp; Sugar</title>
      {failed ? (
        <div>
          <h1 className="text-h2">Login failed</h1>
          <p className="mt-3 text-muted-foreground">We couldn't finish signing you in. Please try again.</p>
          <Button asChild className="mt-6">
            <Link to="/">Back to Shop</Link>
          </Button>
        </div>
      ) : (
        <Spinner label="Signing you in..." />
      )}
    </div>
  );
}
