// Every primitive and widget has a design guide for its docs page, in English and French alike
// (stories/guides/, shown by .storybook/docs-page.tsx).
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { guides } from '../stories/guides/index.ts';

const stories = resolve(import.meta.dirname, '../stories');

/** The Storybook titles of the component story files (primitives and widgets). */
const titles = ['primitives', 'widgets'].flatMap((folder) =>
  readdirSync(join(stories, folder))
    .filter((file) => file.endsWith('.stories.tsx'))
    .map((file) => {
      const title = /\btitle: '([^']+)'/.exec(readFileSync(join(stories, folder, file), 'utf8'))?.[1];
      if (!title) throw new Error(`${folder}/${file} has no title`);
      return title;
    }),
);

describe('design guides', () => {
  it('exist for every primitive and widget, and only for them', () => {
    expect(titles.length).toBeGreaterThan(50);
    expect(Object.keys(guides).sort()).toEqual([...titles].sort());
  });

  it.each(Object.entries(guides))('%s: the same parts in English and French, none empty or left in English', (_title, guide) => {
    for (const part of ['states', 'do', 'dont'] as const) {
      expect(guide.en[part].length, part).toBeGreaterThan(0);
      expect(guide.fr[part], part).toHaveLength(guide.en[part].length);
    }
    const en = [guide.en.description, ...guide.en.states, ...guide.en.do, ...guide.en.dont];
    const fr = [guide.fr.description, ...guide.fr.states, ...guide.fr.do, ...guide.fr.dont];
    for (const text of [...en, ...fr]) expect(text.trim()).not.toBe('');
    // Sentences are translated; a short name may stay the same in both (Primary, Pills).
    const same = fr.filter((text, i) => text === en[i] && text.split(' ').length > 2);
    expect(same).toEqual([]);
  });
});
