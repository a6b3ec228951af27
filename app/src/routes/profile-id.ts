// Spec 000 section 5: a profile id in the URL must be digits only; otherwise report 'Invalid profile URL' with the
// previous path as referrer and redirect to /profile/ followed by the id with non-digits removed.
import { patternFor } from './path-for.ts';
import { routeByName } from './table.ts';
import type { Locale } from './route-types.ts';
import { errorMessages } from './route-error.ts';

export interface ProfileIdRedirect {
  to: string;
  report: { message: string; referrer: string | undefined; url: string };
}

export function profileIdRedirect(id: string, locale: Locale, url: string, previousPath: string | undefined): ProfileIdRedirect | null {
  if (/^\d+$/.test(id)) return null;
  const cleaned = id.replace(/\D/g, '');
  // /profile/ followed by the digits; with none left that is /profile/, which no route matches (the 404 page).
  const to = patternFor(routeByName('profile-id'), locale).replace(':id', cleaned);
  return { to, report: { message: errorMessages.invalidProfileUrl, referrer: previousPath, url } };
}
