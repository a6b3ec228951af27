import type { Plugin } from 'vite';
import { modulePatchPlugin } from './module-patch-plugin.ts';

// React Router's routers take `unstable_instrumentations` (tracing hooks around every loader, action and navigation).
// Rove passes none, but the router's module reaches the code that wraps them whenever one is given, so every page's
// base chunk carried it: 4 KB of the instrumentation module and the branches that call it (issue 35: the home page's
// first load is at its budget). The build has the router test for them with a constant false instead: the minifier
// drops the branches, then the code only they reached. A test holds the app to passing none
// (react-router-instrumentation.test.ts): passed, they would do nothing.

const routerModule = /[\\/]react-router[\\/]dist[\\/]production[\\/]lib[\\/]router[\\/]router\.js$/;

/** The router's tests for instrumentations, each with the number of times the module makes it. */
const tests = [
  ['if (init.instrumentations) {', 1],
  ['if (init.instrumentations) router = ', 1],
  ['if (opts?.instrumentations) {', 1],
] as const;

/**
 * React Router's router module with its tests for instrumentations made constant (false). Throws when the module no
 * longer tests them as this expects (a React Router upgrade): the build stops rather than quietly keep the code.
 */
export function withoutInstrumentations(code: string): string {
  let out = code;
  for (const [test, count] of tests) {
    if (out.split(test).length !== count + 1)
      throw new Error(`router.js no longer tests "${test}" as scripts/react-router-instrumentation.ts expects`);
    out = out.replace(test, test.replace(/\(.*?instrumentations\)/, '(false)'));
  }
  if (/if \([^)]*instrumentations\)/.test(out))
    throw new Error('router.js tests its instrumentations elsewhere than scripts/react-router-instrumentation.ts expects');
  return out;
}

/** The build's side of it: React Router's router module, as it is bundled. */
export function reactRouterInstrumentationPlugin(): Plugin {
  return modulePatchPlugin('rove-react-router-instrumentation', routerModule, withoutInstrumentations);
}
