import type { Plugin } from 'vite';
import { modulePatchPlugin } from './module-patch-plugin.ts';

// React Aria works the browser's default locale out as its module is evaluated (useDefaultLocale.mjs: the language,
// Intl's support for it, its direction). In a page traced as Lighthouse traces it, that evaluation, inside the base
// chunk's, made Chromium parse the chunk a second time (V8.CollectSourcePositions, 9-35 ms of one core unthrottled on
// this machine, four times that on Lighthouse's phone; issue 35). The build has React Aria work it out at the first
// render that asks for it instead: the same value, a little later.

const defaultLocaleModule = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;

/**
 * React Aria's useDefaultLocale module with its default locale worked out at the hook's first render rather than at
 * the module's evaluation. Throws when the module is no longer written as this expects (a React Aria upgrade): the
 * build stops rather than quietly losing the change.
 */
export function lazyDefaultLocale(code: string): string {
  const made = /\blet (\$\w+\$var\$currentLocale) = (\$\w+\$export\$\w+)\(\);/.exec(code);
  if (!made) throw new Error('useDefaultLocale.mjs no longer sets its current locale as scripts/react-aria-default-locale.ts expects');
  const [declaration, current, defaultLocale] = made;
  const read = `useState)(${current})`;
  if (code.split(read).length !== 2)
    throw new Error('useDefaultLocale.mjs no longer reads its current locale as scripts/react-aria-default-locale.ts expects');
  return code.replace(declaration, `let ${current};`).replace(read, `useState)(() => ${current} ??= ${defaultLocale}())`);
}

/** The build's side of it: React Aria's useDefaultLocale module, as it is bundled. */
export function reactAriaDefaultLocalePlugin(): Plugin {
  return modulePatchPlugin('rove-react-aria-default-locale', defaultLocaleModule, lazyDefaultLocale);
}
