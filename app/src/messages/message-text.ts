// Messages are plain text: links (http, https, www.) become clickable, nothing else is read as markup. React
// renders the other parts as text, so HTML or script typed in a message shows as typed.

export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const linkPattern = /\b(?:https?:\/\/|www\.)[^\s<>"']+/gi;
// Punctuation that ends a sentence rather than the address.
const trailing = /[.,;:!?)\]]+$/;

export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(linkPattern)) {
    let link = match[0];
    const cut = trailing.exec(link);
    if (cut) link = link.slice(0, link.length - cut[0].length);
    const start = match.index ?? 0;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    const href = link.toLowerCase().startsWith('www.') ? `https://${link}` : link;
    parts.push({ kind: 'link', text: link, href });
    last = start + link.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}
