// npm test's Storybook check opens one entry per stories file (scripts/storybook-check.ts, --one-per-file).
import { describe, expect, it } from 'vitest';
import { onePerFile } from './storybook-check.ts';
import type { IndexEntry } from './storybook-render-verdict.ts';

const entry = (id: string, type: IndexEntry['type'], importPath: string): IndexEntry => ({
  id,
  type,
  title: id.split('--')[0],
  name: id.split('--')[1],
  importPath,
});

describe('onePerFile', () => {
  it("takes each file's docs page, which renders its stories, or its first story where it has none, in index order", () => {
    const entries = [
      entry('primitives-button--primary', 'story', './stories/primitives/button.stories.tsx'),
      entry('primitives-button--docs', 'docs', './stories/primitives/button.stories.tsx'),
      entry('screens-home--desktop', 'story', './stories/screens/home.stories.tsx'),
      entry('screens-home--phone', 'story', './stories/screens/home.stories.tsx'),
      entry('primitives-button--ghost', 'story', './stories/primitives/button.stories.tsx'),
      entry('foundations-colour--docs', 'docs', './stories/foundations/colour.mdx'),
    ];
    expect(onePerFile(entries).map((e) => e.id)).toEqual(['primitives-button--docs', 'screens-home--desktop', 'foundations-colour--docs']);
  });

  it('leaves out no file', () => {
    const entries = Array.from({ length: 9 }, (_, i) => entry(`file${i % 3}--story${i}`, 'story', `./f${i % 3}.stories.tsx`));
    expect(new Set(onePerFile(entries).map((e) => e.importPath))).toEqual(
      new Set(['./f0.stories.tsx', './f1.stories.tsx', './f2.stories.tsx']),
    );
  });
});
