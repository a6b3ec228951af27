import { describe, expect, it } from 'vitest';
import { type EntryRecord, entryErrors, entryPath } from './storybook-render-verdict.ts';

const clean: EntryRecord = { events: [], consoleErrors: [], pageErrors: [], errorDisplay: null };
const story = { id: 'primitives-button--primary', type: 'story' as const };
const docs = { id: 'primitives-button--docs', type: 'docs' as const };

describe('entryErrors', () => {
  it('finds none in a story that finished cleanly', () => {
    const events = [{ name: 'storyRendered' }, { name: 'storyFinished', storyId: story.id, status: 'success' }];
    expect(entryErrors(story, { ...clean, events })).toEqual([]);
  });

  it('reports the preview error events, with what they say', () => {
    const events = [
      { name: 'playFunctionThrewException', detail: 'Unable to find role="tab"' },
      { name: 'storyFinished', storyId: story.id, status: 'error' },
    ];
    expect(entryErrors(story, { ...clean, events })).toEqual([
      'playFunctionThrewException: Unable to find role="tab"',
      `story ${story.id} finished with an error`,
    ]);
  });

  it("reports a docs page's story that finished with an error, the error display, page and console errors", () => {
    const record: EntryRecord = {
      events: [
        { name: 'docsRendered' },
        { name: 'storyFinished', storyId: 'primitives-button--loading', status: 'error', detail: 'a11y: x' },
      ],
      consoleErrors: ['Failed to load resource (/missing.png)'],
      pageErrors: ['boom'],
      errorDisplay: 'Cannot read properties of undefined',
    };
    expect(entryErrors(docs, record)).toEqual([
      'story primitives-button--loading finished with an error: a11y: x',
      "Storybook's error display: Cannot read properties of undefined",
      'page error: boom',
      'console error: Failed to load resource (/missing.png)',
    ]);
  });

  it("ignores another story's finish in a story entry", () => {
    const events = [{ name: 'storyFinished', storyId: 'other--story', status: 'error' }];
    expect(entryErrors(story, { ...clean, events })).toEqual([]);
  });
});

describe('entryPath', () => {
  it('opens stories and docs pages in their view mode, with the axe run left to the Vitest project', () => {
    expect(entryPath(story)).toBe('iframe.html?id=primitives-button--primary&viewMode=story&globals=a11y.manual:!true');
    expect(entryPath(docs)).toBe('iframe.html?id=primitives-button--docs&viewMode=docs&globals=a11y.manual:!true');
  });
});
