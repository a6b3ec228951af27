// One action on a booking from a page: ignores double clicks while it runs, keeps one Idempotency-Key per
// attempt (the same body retried after a lost answer reuses it; a changed body is a new attempt), shows the
// server's refusal in the page's language, never leaves the button stuck, and ends in a toast.
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-fetch.ts';
import { createAttemptKeys } from '../api/idempotency.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import { toastQueue } from '../shell/modal-registry.tsx';
import { callAction, refreshBookingViews } from './bookings-api.ts';

export interface ActionError {
  message: string;
  statusMessage?: string;
  fields: Record<string, string[]>;
}

export function actionErrorOf(caught: unknown, networkMessage: string): ActionError {
  if (caught instanceof ApiError) {
    const body = caught.body as { Errors?: Record<string, string[]> } | undefined;
    return { message: caught.message, statusMessage: caught.statusMessage, fields: body?.Errors ?? {} };
  }
  return { message: networkMessage, fields: {} };
}

export function useBookingAction<T = unknown>(bookingId: number | string | undefined) {
  const { t } = useTranslation('bookings');
  const locale = useLocale();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ActionError | null>(null);
  const running = useRef(false);
  const keys = useRef(createAttemptKeys());

  const run = useCallback(
    async (path: string, body: unknown, done: { toast?: string; onDone?: (answer: T) => void } = {}): Promise<T | null> => {
      if (running.current) return null;
      running.current = true;
      setPending(true);
      setError(null);
      try {
        const answer = await callAction<T>(path, body, { locale, key: keys.current.keyFor([path, body]) });
        // The next attempt (another body, or the same action again later) gets a new key.
        keys.current = createAttemptKeys();
        await refreshBookingViews(bookingId);
        if (done.toast) toastQueue.add({ title: done.toast, tone: 'success' });
        done.onDone?.(answer);
        return answer;
      } catch (caught) {
        const failure = actionErrorOf(caught, t('errors.network'));
        setError(failure);
        toastQueue.add({ title: failure.message, tone: 'danger' });
        // A refusal means the booking moved on: show what it is now.
        if (caught instanceof ApiError && caught.status === 409) await refreshBookingViews(bookingId);
        return null;
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [bookingId, locale, t],
  );

  return { run, pending, error, setError };
}
