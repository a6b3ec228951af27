// @rove/ui from its sources, as published: the package's entry and its one-folder entries
// (@rove/ui/components/<name>, @rove/ui/widgets/<name>). One list for the app's build, the Vitest projects and
// Storybook. A list, not an object: an object's keys cannot be the regular expressions.
import type { Alias } from 'vite';

export function uiSourceAliases(root: string): Alias[] {
  return [
    { find: /^@rove\/ui\/(components|widgets)\/([\w-]+)$/, replacement: `${root}ui/src/$1/$2/index.ts` },
    { find: /^@rove\/ui$/, replacement: `${root}ui/src/index.ts` },
  ];
}
