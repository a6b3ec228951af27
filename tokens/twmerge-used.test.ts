import { createTailwindMerge, getDefaultConfig } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { reduceConfig, trimDefinitions, usedClassGroups } from './twmerge-used.ts';

type AnyConfig = Parameters<typeof reduceConfig>[0];
const full = getDefaultConfig() as unknown as AnyConfig;
const sources = ['cursor-pointer', 'hover:cursor-not-allowed', 'grid', 'hidden', 'p-4', 'px-2'];

describe('the used config keeps, of the used groups, the literal values the sources write', () => {
  const groups = usedClassGroups(full, sources);
  const used = reduceConfig(trimDefinitions(full, groups, sources), groups);
  const merge = createTailwindMerge(() => used);
  const cursor = JSON.stringify(used.classGroups.cursor);

  it("drops a group's values no source writes, keeps those they do and the validators", () => {
    expect(cursor).toContain('"pointer"');
    expect(cursor).toContain('"not-allowed"');
    expect(cursor).not.toContain('"wait"');
    expect(JSON.stringify(used.classGroups.display)).not.toContain('"inline-table"');
    expect(JSON.stringify(full.classGroups.cursor)).toContain('"wait"');
    // Arbitrary values (a validator) still merge.
    expect(merge('cursor-pointer cursor-[grab]')).toBe('cursor-[grab]');
  });

  it('merges the sources classes as before: the last of a group wins, variants apart', () => {
    expect(merge('cursor-pointer hover:cursor-not-allowed cursor-pointer')).toBe('hover:cursor-not-allowed cursor-pointer');
    expect(merge('hidden grid')).toBe('grid');
    expect(merge('px-2 p-4')).toBe('p-4');
  });
});

describe('the used config names a theme word once', () => {
  // Our colours beside the default colour scale's `isAny`, which accepts every one of them already.
  const extended = { ...full, theme: { ...full.theme, color: [...(full.theme.color ?? []), 'primary', 'muted-foreground'] } } as AnyConfig;
  const colourSources = ['bg-primary', 'text-muted-foreground', 'text-sm', 'bg-[#fff]'];
  const groups = usedClassGroups(extended, colourSources);
  const used = reduceConfig(trimDefinitions(extended, groups, colourSources), groups);
  const merge = createTailwindMerge(() => used);

  it('drops the words of a scale that accepts any word, and merges their classes as the full config does', () => {
    expect(JSON.stringify(extended.theme.color)).toContain('"primary"');
    expect(JSON.stringify(used.theme.color)).not.toContain('"primary"');
    const fullMerge = createTailwindMerge(() => extended);
    for (const classes of ['bg-primary bg-[#fff]', 'text-sm text-muted-foreground text-lg', 'text-muted-foreground text-sm bg-primary'])
      expect(merge(classes)).toBe(fullMerge(classes));
    expect(merge('text-sm text-muted-foreground text-lg')).toBe('text-muted-foreground text-lg');
  });
});
