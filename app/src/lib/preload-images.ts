// Images a page will show at its top, asked for before it renders: a <link rel="preload" as="image"> each, high
// priority, once per address. The browser keeps the answer for the <img> that names the same address when it comes.
// For a page the browser renders alone (a signed-in page): its data says which photos its first screen shows before
// its code has arrived (issue 35: the dashboard's top photo was requested only after the page rendered).

export function preloadImages(urls: readonly string[], doc: Document = document): void {
  const present = new Set(
    [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')].map((link) => link.getAttribute('href')),
  );
  for (const url of urls) {
    if (present.has(url)) continue;
    present.add(url);
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.setAttribute('fetchpriority', 'high');
    link.href = url;
    doc.head.append(link);
  }
}
