// "Verify your identity": starts (or resumes: the server answers the open one) the member's verification, for one
// of their bookings or on its own, and opens it. On the member's own profile and, for the renter, on a booking.
import type { Verification } from '@rove/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@rove/ui';
import { apiFetch } from '../api/api-fetch.ts';
import { useLocalePath } from '../routes/use-locale-path.ts';

export function VerifyButton({ bookingId, className }: { bookingId?: number; className?: string }) {
  // Its words are common ones: a booking's page shows it without loading the content pages' catalogue.
  const { t } = useTranslation();
  const to = useLocalePath();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  async function start() {
    if (pending) return;
    setPending(true);
    try {
      const verification = await apiFetch<Verification>('/api/verifications', {
        method: 'POST',
        body: bookingId ? { BookingId: bookingId } : {},
      });
      navigate(to('verification', { verificationId: verification.Id }));
    } finally {
      setPending(false);
    }
  }
  return (
    <Button className={className} onClick={() => void start()} disabled={pending}>
      {t('verifyIdentity')}
    </Button>
  );
}
