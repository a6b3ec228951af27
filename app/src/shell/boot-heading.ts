// The pages whose heading is fixed words, known before their code and data: the first skeleton the server sends for
// them (signed in) shows it (shell/server/entry-server.tsx headFor), the app's page skeleton keeps it on screen
// (page-skeleton.tsx), and the page itself takes its words from here: one definition, drawn by page-heading.tsx.
import type { RouteName } from '../routes/table.ts';

/** A heading's words: its namespace and the keys of its title and introduction. */
export interface BootHeadingWords {
  ns: string;
  title: string;
  intro?: string;
}

export const bootHeadings = {
  'dashboard-calendar': { ns: 'host', title: 'calendar.title', intro: 'calendar.intro' },
  'dashboard-insights-earnings': { ns: 'host', title: 'insights.earnings.title', intro: 'insights.earnings.intro' },
} as const satisfies Partial<Record<RouteName, BootHeadingWords>>;

export type BootHeadingRoute = keyof typeof bootHeadings;

/** The heading words of the route with this name, if they are fixed. */
export function bootHeadingOf(name: string): BootHeadingWords | undefined {
  return Object.hasOwn(bootHeadings, name) ? bootHeadings[name as BootHeadingRoute] : undefined;
}
