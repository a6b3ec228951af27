// What one entry of the static Storybook did in Chromium, and whether that is an error: the events its preview
// emitted (recorded in the page by `recordPreviewEvents`), the console's errors and the page's uncaught errors.

/** An entry of storybook-static/index.json. */
export interface IndexEntry {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  importPath: string;
  tags?: string[];
}

/** A preview event as recorded: its name and, for the ones that carry it, what went wrong. */
export interface PreviewEvent {
  name: string;
  storyId?: string;
  status?: string;
  detail?: string;
}

export interface EntryRecord {
  events: PreviewEvent[];
  consoleErrors: string[];
  pageErrors: string[];
  /** Storybook's error display was shown (body.sb-show-errordisplay). */
  errorDisplay: string | null;
}

/** The preview events that mean an error, whatever the entry (they end its render, except the last). */
const errorEvents = new Set([
  'storyErrored',
  'storyMissing',
  'storyThrewException',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
]);

/** The errors of an entry, one line each; none means it rendered cleanly. */
export function entryErrors(entry: Pick<IndexEntry, 'id' | 'type'>, record: EntryRecord): string[] {
  const errors: string[] = [];
  for (const event of record.events) {
    if (errorEvents.has(event.name)) errors.push(`${event.name}${event.detail ? `: ${event.detail}` : ''}`);
    else if (event.name === 'storyFinished' && event.status === 'error' && (entry.type === 'docs' || event.storyId === entry.id)) {
      errors.push(`story ${event.storyId} finished with an error${event.detail ? `: ${event.detail}` : ''}`);
    }
  }
  if (record.errorDisplay !== null) errors.push(`Storybook's error display: ${record.errorDisplay}`);
  errors.push(...record.pageErrors.map((message) => `page error: ${message}`));
  errors.push(...record.consoleErrors.map((message) => `console error: ${message}`));
  return errors;
}

/** The address of an entry in the built preview. The accessibility addon's axe run is left to the Storybook
 * Vitest project (`a11y.manual`: its checks at error level on the same stories); play functions run. */
export function entryPath(entry: Pick<IndexEntry, 'id' | 'type'>): string {
  return `iframe.html?id=${encodeURIComponent(entry.id)}&viewMode=${entry.type === 'docs' ? 'docs' : 'story'}&globals=a11y.manual:!true`;
}
