// /callback-oauth and /payment-callback (blank layout). The loader has already checked payment-callback's query.
import { OAuthCallback } from '../renter/account/oauth-callback.tsx';
import { PaymentCallbackView } from '../booking/payment-callback-view.tsx';
import { useCurrentRoute } from '../routes/use-current-route.ts';

export default function CallbackPage() {
  const route = useCurrentRoute();
  if (route?.name === 'payment-callback') return <PaymentCallbackView />;
  return <OAuthCallback />;
}
