// Reading and writing cookies; their names and lifetimes are the contract's (@rove/contract/cookies).
export function parseCookies(header: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const key = part.slice(0, eq).trim();
    if (!key) continue;
    try {
      out[key] = decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      out[key] = part.slice(eq + 1).trim();
    }
  }
  return out;
}

export function serializeCookie(name: string, value: string, maxAgeSeconds: number): string {
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.round(maxAgeSeconds)}; SameSite=Lax`;
}

// On the server (no document), the cookies of the request being rendered: shell/server/entry-server.tsx hands a source
// that reads them from the request's scope (renders run side by side), so the first view reads the same cookies in
// both places.
let serverCookies: () => Record<string, string> = () => ({});
export function setServerCookieSource(source: () => Record<string, string>): void {
  serverCookies = source;
}

// The page's cookies parsed once per change of document.cookie (the shell reads a few on every render).
let parsed: { header: string; cookies: Record<string, string> } | undefined;
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return serverCookies()[name];
  const header = document.cookie;
  if (parsed?.header !== header) parsed = { header, cookies: parseCookies(header) };
  return parsed.cookies[name];
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint: document.cookie is the only way to set a cookie from the page.
  document.cookie = serializeCookie(name, value, maxAgeSeconds);
}
