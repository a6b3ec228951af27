/** A generated landscape photo for the screens' RVs and people (nothing is downloaded): sky, a hill and an RV. */
export function photo(sky: string, hill: string, body: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="${sky}"/><path d="M0 210 Q100 150 200 200 T400 190 V300 H0Z" fill="${hill}"/><rect x="120" y="170" width="170" height="70" rx="10" fill="${body}"/><circle cx="160" cy="245" r="14" fill="#222"/><circle cx="255" cy="245" r="14" fill="#222"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
