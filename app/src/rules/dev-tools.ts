// Spec 000 section 2: the developer tools panel appears only outside production and only with the
// experiment-override cookie set.
export function showsDevTools(environment: string, overrideCookie: string | undefined): boolean {
  return environment !== 'production' && Boolean(overrideCookie);
}
