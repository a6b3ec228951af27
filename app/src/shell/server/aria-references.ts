// React Aria gives a field's description and error message ids (useSlotId) in every render, then drops, in the
// browser's first layout effect, those whose element the page does not have (no description, no error yet). A server
// render never runs that effect: its HTML pointed aria-describedby at ids no element has (the W3C checker and
// html-validate refuse it, issue 38). The server's HTML gets what the browser's effect would leave: a React Aria id
// that names no element of the page is dropped from the reference attributes, and an attribute left empty goes.
// React does not compare attributes when it hydrates a production build, and the browser's effect ends at the same
// attributes.

const referenceAttributes = /\s(aria-(?:describedby|labelledby|controls|errormessage|details|owns))="([^"]*)"/g;

export function dropUnresolvedAriaReferences(html: string): string {
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
  return html.replace(referenceAttributes, (whole, name: string, value: string) => {
    const tokens = value.split(/\s+/).filter(Boolean);
    const kept = tokens.filter((token) => !token.startsWith('react-aria-') || ids.has(token));
    if (kept.length === tokens.length) return whole;
    return kept.length ? ` ${name}="${kept.join(' ')}"` : '';
  });
}
