// index.html carries react-aria's one stylesheet (its pressables' touch-action) under react-aria's own id, so usePress
// finds it and never adds it: added by the first pressable's effect, a <style> at the head's start restyled and laid
// out the whole page again (the host calendar at 4x CPU: 53 ms of style and 80 ms of layout, 671 boxes, in one task
// after its widgets came). When react-aria changes its id or its rule, this fails.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const usePress = readFileSync(join(dirname(require.resolve('react-aria/package.json')), 'dist/private/interactions/usePress.mjs'), 'utf8');
const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');

const squeeze = (css: string) =>
  css
    .replace(/\s+/g, ' ')
    .replace(/\s*([{}:;])\s*/g, '$1')
    .replace(/;}/g, '}')
    .trim();

describe("react-aria's pressable style in index.html", () => {
  const ours = indexHtml.match(/<style id="([^"]+)">([^<]*)<\/style>/);

  it("is under the id react-aria's usePress looks for before it adds its own", () => {
    const id = usePress.match(/STYLE_ID = '([^']+)'/)?.[1];
    expect(id).toBe('react-aria-pressable-style');
    expect(usePress).toContain('getElementById($d27d541f9569d26d$var$STYLE_ID)');
    expect(ours?.[1]).toBe(id);
  });

  it('holds the rule react-aria would add, for the attribute it marks pressables with', () => {
    const attribute = usePress.match(/PRESSABLE_ATTRIBUTE = '([^']+)'/)?.[1];
    const rule = usePress.match(/style\.textContent = `([^`]*)`/)?.[1];
    expect(attribute).toBe('data-react-aria-pressable');
    expect(rule && squeeze(rule.replace('${$d27d541f9569d26d$var$PRESSABLE_ATTRIBUTE}', attribute ?? ''))).toBe(squeeze(ours?.[2] ?? ''));
  });

  it('comes before every other style of the head, where react-aria would prepend it (its layer first, the lowest)', () => {
    const head = indexHtml.slice(0, indexHtml.indexOf('</head>'));
    expect(head.indexOf('<style id="react-aria-pressable-style">')).toBeGreaterThan(-1);
    expect(head.search(/<style(?! id="react-aria-pressable-style")|<link[^>]+stylesheet/)).toBe(-1);
  });
});
