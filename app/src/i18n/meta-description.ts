// A page's description out of longer text, in its own module: the listing page uses it while the head-writing code
// of ./meta.ts loads apart (shell/page-meta.tsx).

/** A description for a search result or a share card out of longer text: one line, at most `max` characters. */
export function metaDescription(text: string, max = 160): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
