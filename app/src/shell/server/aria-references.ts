// React Aria gives a field's description and error message ids (useSlotId) in every render, then drops, in the
// browser's first layout effect, those whose element the page does not have (no description, no error yet). A server
// render never runs that effect: its HTML pointed aria-describedby at ids no element has (the W3C checker and
// html-validate refuse it, issue 38). The server's HTML gets what the browser's effect would leave: a React Aria id
// that names no element of the page is dropped from the reference attributes, and an attribute left empty goes.
// React does not compare attributes when it hydrates a production build, and the browser's effect ends at the same
// attributes.
// The page is its byte text (critical-css.ts asByteText), searched for ASCII markers (issue 35): two regular
// expressions ran over the whole page before, one of them collecting every id it has.

const referenceAttributes = new Set([
  'aria-describedby',
  'aria-labelledby',
  'aria-controls',
  'aria-errormessage',
  'aria-details',
  'aria-owns',
]);
const reactAriaPrefix = 'react-aria-';
const idMarker = ` id="${reactAriaPrefix}`;

/** The React Aria ids (`id="react-aria-…"`) the page's elements have. */
function reactAriaIds(html: string): Set<string> {
  const ids = new Set<string>();
  for (let at = html.indexOf(idMarker); at !== -1; at = html.indexOf(idMarker, at + idMarker.length)) {
    const start = at + ' id="'.length;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    ids.add(html.slice(start, end));
  }
  return ids;
}

export function dropUnresolvedAriaReferences(html: string): string {
  let out = '';
  let from = 0;
  let ids: Set<string> | undefined;
  // One pass over the attributes named aria-…, in the page's order (one search per reference attribute before: six
  // passes over a listing page's 100 KB).
  for (let at = html.indexOf(' aria-'); at !== -1; at = html.indexOf(' aria-', at + 1)) {
    const equals = html.indexOf('="', at + 6);
    if (equals === -1) break;
    const name = html.slice(at + 1, equals);
    if (!referenceAttributes.has(name)) continue;
    const start = equals + 2;
    const end = html.indexOf('"', start);
    if (end === -1) break;
    const value = html.slice(start, end);
    if (value.includes(reactAriaPrefix)) {
      ids ??= reactAriaIds(html);
      const tokens = value.split(/\s+/).filter(Boolean);
      const kept = tokens.filter((token) => !token.startsWith(reactAriaPrefix) || ids?.has(token));
      if (kept.length !== tokens.length) {
        out += html.slice(from, at) + (kept.length ? ` ${name}="${kept.join(' ')}"` : '');
        from = end + 1;
      }
    }
    // The next attribute starts after this one's value.
    at = end;
  }
  return from === 0 ? html : out + html.slice(from);
}
