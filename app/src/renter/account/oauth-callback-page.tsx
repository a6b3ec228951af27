// Page module (one lazy chunk): /callback-oauth (blank layout), the return from an external sign-in.
import { OAuthCallback } from './oauth-callback.tsx';

export default function OAuthCallbackPage() {
  return <OAuthCallback />;
}
