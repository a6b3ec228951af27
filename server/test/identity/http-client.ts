// A minimal browser stand-in for tests over real HTTP: a cookie jar and manual redirects.

export class CookieJar {
  readonly #cookies = new Map<string, { value: string; path: string }>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const [pair, ...attributes] = header.split(';');
      const index = pair!.indexOf('=');
      const name = pair!.slice(0, index).trim();
      const value = pair!.slice(index + 1).trim();
      const path =
        attributes
          .map((a) => a.trim())
          .find((a) => a.toLowerCase().startsWith('path='))
          ?.slice(5) ?? '/';
      const expired = attributes.some((a) => /^max-age=0$/i.test(a.trim()) || /^expires=thu, 01 jan 1970/i.test(a.trim()));
      if (expired || value === '') this.#cookies.delete(`${name};${path}`);
      else this.#cookies.set(`${name};${path}`, { value, path });
    }
  }

  header(url: string): string {
    const { pathname } = new URL(url);
    return [...this.#cookies.entries()]
      .filter(([, cookie]) => pathname.startsWith(cookie.path))
      .map(([key, cookie]) => `${key.split(';')[0]}=${cookie.value}`)
      .join('; ');
  }
}

export class Browser {
  readonly jar = new CookieJar();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = this.jar.header(url);
    if (cookie) headers.set('Cookie', cookie);
    const response = await fetch(url, { ...init, headers, redirect: 'manual' });
    this.jar.store(response);
    return response;
  }

  get(url: string) {
    return this.request(url);
  }

  postForm(url: string, fields: Record<string, string>) {
    return this.request(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** Follows redirects until one leaves `origin` (the app's callback) or a page answers. */
  async follow(response: Response, base: string, stopAt: (url: string) => boolean): Promise<{ response: Response; url: string }> {
    let current = response;
    let url = '';
    for (let hop = 0; hop < 10; hop++) {
      const location = current.headers.get('Location');
      if (current.status < 300 || current.status >= 400 || !location) return { response: current, url };
      url = new URL(location, base).href;
      if (stopAt(url)) return { response: current, url };
      await current.body?.cancel();
      current = await this.get(url);
    }
    throw new Error('too many redirects');
  }
}
