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

// The page's cookies, parsed once per change of document.cookie (the shell reads a few on every render), and
// document.cookie itself read at most once until the running script's microtasks have run (the end of its task, or of
// an event's listener): each read waits for the browser's answer (about 0.35 ms on an idle machine), and the first
// load of a page read it about 30 times, several times in most of its tasks (8-25 ms in all on the host calendar, the
// dashboard, search and a listing; now 13-16 reads). A cookie an answer sets (Set-Cookie) arrives in a task of its
// own, and writeCookie's own writes are read at once; a write to document.cookie by other code is read from the next.
let parsed: { header: string; cookies: Record<string, string> } | undefined;
let taskHeader: string | undefined;

function cookieHeader(): string {
  if (taskHeader === undefined) {
    taskHeader = document.cookie;
    queueMicrotask(() => {
      taskHeader = undefined;
    });
  }
  return taskHeader;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return serverCookies()[name];
  const header = cookieHeader();
  if (parsed?.header !== header) parsed = { header, cookies: parseCookies(header) };
  return parsed.cookies[name];
}

export function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint: document.cookie is the only way to set a cookie from the page.
  document.cookie = serializeCookie(name, value, maxAgeSeconds);
  taskHeader = undefined;
}
