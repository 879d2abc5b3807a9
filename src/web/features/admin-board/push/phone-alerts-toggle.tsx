/**
 * "Phone alerts" on the board, beside the chime (issue 24): staff switch on Web Push for this phone
 * or tablet, so a new order reaches it even with the board closed. Hidden where the browser cannot
 * take pushes; says so when notifications are blocked in the browser's settings.
 */
import { useEffect, useState } from 'react';
import { Smartphone } from 'lucide-react';
import { cn } from '@/web/lib/cn';
import { toast } from '@/web/lib/toast-store';
import { currentSubscription, pushSupported, subscribeToPush, unsubscribeFromPush } from './push-subscription';

type State = 'checking' | 'off' | 'on' | 'blocked';

export function PhoneAlertsToggle() {
  const [supported] = useState(pushSupported);
  const [state, setState] = useState<State>('checking');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!supported) return;
    if (window.Notification.permission === 'denied') {
      setState('blocked');
      return;
    }
    currentSubscription()
      .then((subscription) => setState(subscription ? 'on' : 'off'))
      .catch(() => setState('off'));
  }, [supported]);

  if (!supported) return null;

  const toggle = async () => {
    setBusy(true);
    try {
      if (state === 'on') {
        await unsubscribeFromPush();
        setState('off');
        toast({ title: 'Phone alerts off', description: 'This device no longer gets new-order alerts.' });
      } else if (await subscribeToPush()) {
        setState('on');
        toast({
          title: 'Phone alerts on',
          description: 'This device gets an alert for each new order, even with the board closed.',
          variant: 'success',
        });
      } else {
        setState('blocked');
      }
    } catch (error) {
      console.warn('Phone alerts could not be changed', error);
      toast({
        title: 'Error',
        description: 'Phone alerts could not be changed. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  if (state === 'blocked') {
    return (
      <p className="text-small text-muted-foreground">
        Phone alerts are blocked: allow notifications for this site in the browser&apos;s settings.
      </p>
    );
  }
  const on = state === 'on';
  return (
    <button
      type="button"
      aria-pressed={on}
      disabled={busy || state === 'checking'}
      onClick={() => void toggle()}
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-2 self-start rounded-full border px-4 text-caption font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-wait disabled:opacity-60',
        on
          ? 'border-saffron-300 bg-saffron-100 text-cocoa-950'
          : 'border-cocoa-200 bg-card text-cocoa-700 hover:bg-cream-100',
      )}
    >
      <Smartphone aria-hidden="true" className="size-4" />
      Phone alerts
      <span className="sr-only"> for new orders</span>
      <span aria-hidden="true" className="font-normal text-cocoa-600">
        {on ? 'On' : 'Off'}
      </span>
    </button>
  );
}
