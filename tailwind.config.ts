// Tailwind v4 reads its theme from CSS: tokens/build.ts generates tokens/dist/theme.css (@theme) from
// tokens/tokens.json, the one source of truth. This file only tells Tailwind where class names live;
// the app's and Storybook's stylesheets load it with @config.
export default {
  content: ['./ui/src/**/*.{ts,tsx}', './app/src/**/*.{ts,tsx}', './stories/**/*.{ts,tsx,mdx}', './.storybook/**/*.{ts,tsx}'],
};
