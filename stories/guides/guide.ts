// A component's design guide, shown on its docs page (.storybook/docs-page.tsx) in the toolbar's language:
// what it is for, its states (each one a story on the page), and what to do and not to do with it.

export interface GuideText {
  /** What the component is and when to reach for it. */
  description: string;
  /** The states it has; the stories below the guide show them. */
  states: string[];
  do: string[];
  dont: string[];
}

/** Both languages, always: the same number of states, do's and don'ts in each (stories/guides/guides.test.ts). */
export interface Guide {
  en: GuideText;
  fr: GuideText;
}
