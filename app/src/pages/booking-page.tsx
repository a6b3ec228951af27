// Booking pages under /{dashboard}/bookings/{id} (spec 001 section 2).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SimplePage } from '../layout/simple-page.tsx';

export default function BookingPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return <SimplePage eyebrow={t('pages.bookingNumber', { id })} />;
}
