import { CircleAlert, CircleCheck } from 'lucide-react';
import { dismissToast, useToasts, TOAST_DURATION_MS } from '../../lib/toast-store';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Mount once near the root of the app. Shows the toast created with `toast({ ... })`. */
export function Toaster() {
  const toasts = useToasts();

  return (
    <ToastProvider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={50}>
      {toasts.map((t) => (
        <Toast
          key={t.id}
          variant={t.variant}
          open={t.open}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
        >
          {t.variant === 'success' ? (
            <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-pistachio-700" />
          ) : t.variant === 'destructive' ? (
            <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          ) : null}
          <div className="grid gap-1">
            <ToastTitle>{t.title}</ToastTitle>
            {t.description ? <ToastDescription>{t.description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
