// Page module (one lazy chunk): /callback-oauth (blank layout), the return from an external sign-in.
import { OAuthCallback } from '../renter/account/oauth-callback.tsx';

export default function OAuthCallbackPage() {
  return <OAuthCallback />;
}
