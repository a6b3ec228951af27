import type { Decorator, Preview } from '@storybook/react-vite';
import { useEffect } from 'react';
import { configure } from 'storybook/test';
import { loadDateRangeCalendar, loadGuestPanel, loadToastList, UiProvider } from '@rove/ui';
import { DocsPage } from './docs-page.tsx';
import './storybook.css';

// In the static Storybook check (scripts/storybook-check.ts), play functions' findBy and waitFor wait up to the budget
// it sets before the preview starts (scripts/time-budgets.ts, scaled by TEST_TIME_SCALE); the Vitest project sets
// its own in vitest.setup.ts.
const findBudget = (globalThis as { __roveFindBudget?: number }).__roveFindBudget;
if (findBudget) configure({ asyncUtilTimeout: findBudget });

import type { Locale } from '@rove/contract/vocabulary';
type Theme = 'light' | 'dark';

/** Applies the toolbar's locale and theme to the document and to the ui package's provider. */
const withLocaleAndTheme: Decorator = (Story, context) => {
  const locale = (context.globals.locale ?? 'en') as Locale;
  const theme = (context.globals.theme ?? 'light') as Theme;
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale === 'fr' ? 'fr-CA' : 'en-US';
    root.classList.toggle('dark', theme === 'dark');
    root.dataset.theme = theme;
  }, [locale, theme]);
  // Screens (stories/screens) draw the page edge to edge, as the product does; components sit on a padded canvas.
  const bare = context.parameters.frame === 'bare';
  return (
    <UiProvider locale={locale === 'fr' ? 'fr-CA' : 'en-US'}>
      <div className={`bg-background text-foreground font-body ${bare ? 'min-h-dvh' : 'min-h-24 p-4'}`} data-theme={theme}>
        <Story />
      </div>
    </UiProvider>
  );
};

const preview: Preview = {
  decorators: [withLocaleAndTheme],
  // The widgets' code the ui package loads on first use (the calendar, the guest steppers, the toasts), loaded before
  // each story as the app's pages preload it, so a play function opening a picker on a busy machine waits for the
  // widget, never for a module still compiling (issue 40).
  loaders: [
    async () => {
      await Promise.all([loadDateRangeCalendar(), loadGuestPanel(), loadToastList()]);
    },
  ],
  globalTypes: {
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'fr', title: 'Français' },
        ],
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en', theme: 'light' },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every component's docs page: its design guide in the toolbar's language, props, states (./docs-page.tsx).
    docs: { page: DocsPage },
    // Violations fail the story's test (the addon's default, 'todo', lets them pass).
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] } },
    },
    chromatic: {
      modes: {
        'en light': { locale: 'en', theme: 'light' },
        'en dark': { locale: 'en', theme: 'dark' },
        'fr light': { locale: 'fr', theme: 'light' },
        'fr dark': { locale: 'fr', theme: 'dark' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
