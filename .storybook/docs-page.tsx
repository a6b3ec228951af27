// The docs page of every component (autodocs): its title, its design guide in the toolbar's language (description,
// states, do and don't: stories/guides/), the primary story, the props table react-docgen reads from the source,
// and every story. Switching the Locale toolbar re-renders the page, guide and stories, in English or French.
import { Controls, DocsContext, Markdown, Primary, Stories, Title, useOf } from '@storybook/addon-docs/blocks';
import { useContext } from 'react';
import { guides } from '../stories/guides/index.ts';

const chrome = {
  en: { states: 'States', do: 'Do', dont: 'Don’t', props: 'Props', stories: 'Stories' },
  fr: { states: 'États', do: 'À faire', dont: 'À éviter', props: 'Propriétés', stories: 'Exemples' },
} as const;

/** The toolbar's language (the user's global, not a story's own): docs pages re-render when it changes. */
function useDocsLanguage(): 'en' | 'fr' {
  const context = useContext(DocsContext);
  const [story] = context.componentStories();
  if (!story) return 'en';
  const { userGlobals } = context.getStoryContext(story) as { userGlobals?: Record<string, unknown> };
  return userGlobals?.locale === 'fr' ? 'fr' : 'en';
}

const list = (items: string[]) => items.map((item) => `- ${item}`).join('\n');

export function DocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const language = useDocsLanguage();
  const words = chrome[language];
  const guide = guides[preparedMeta.title]?.[language];
  return (
    <>
      <Title />
      {guide ? <Markdown>{guide.description}</Markdown> : null}
      <Primary />
      <Markdown>{`## ${words.props}`}</Markdown>
      <Controls />
      {guide ? (
        <Markdown>
          {[`## ${words.states}`, list(guide.states), `## ✓ ${words.do}`, list(guide.do), `## ✗ ${words.dont}`, list(guide.dont)].join(
            '\n\n',
          )}
        </Markdown>
      ) : null}
      <Stories title={words.stories} />
    </>
  );
}
