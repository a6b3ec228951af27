// The page's language on an API call (Accept-Language), so the server's messages (trip errors, payment declines,
// refusals) come back in it.
export function languageHeaders(locale: string): Record<string, string> {
  return { 'Accept-Language': locale === 'fr' ? 'fr-CA,fr' : 'en-US,en' };
}
