import type { Plugin } from 'vite';
import { modulePatchPlugin } from './module-patch-plugin.ts';

// React DOM's client makes five errors when its module first runs: sentinels it throws and catches itself, compared
// by identity only (a suspended render, a hydration mismatch). Where a page runs under the DevTools protocol
// (Lighthouse, Playwright, any page with DevTools open), V8 records a detailed stack trace of every Error constructed,
// which needs the source positions of each function on the stack; the first one made parses React DOM's whole module
// (one function in the bundle) a second time to find them. Measured on /rv-search in Chromium, unthrottled, with marks
// in a build without minification (issue 35): React DOM's start took 58-133 ms of one core with the protocol attached
// and 9-31 without; with the sentinels made as below, 5-11 ms attached. Lighthouse multiplies what it observes by
// four: a long task on every hydrated page, in the base chunk's evaluation. So the sentinels are made without the
// constructor, and no stack is captured: objects of Error's prototype with their message. React throws, catches and
// compares them as before.

/** The sentinel errors react-dom-client.production.js makes at its start, by the names it gives them. */
export const reactDomSentinels = [
  'HydrationMismatchException',
  'SuspenseException',
  'SuspenseyCommitException',
  'SuspenseActionException',
  'SelectiveHydrationException',
] as const;

const helper = '__roveSentinelError';

/**
 * React DOM's client module with its sentinels made without a stack (see above). Throws when one of them is not made
 * as this expects (a React upgrade changed it): the build stops rather than quietly losing the fix.
 */
export function quietSentinels(code: string): string {
  const made = new Map<string, number>();
  const quiet = code.replace(/\b([A-Za-z]+) = Error\(formatProdErrorMessage\((\d+)\)\)/g, (whole, name: string, number: string) => {
    if (!(reactDomSentinels as readonly string[]).includes(name)) return whole;
    made.set(name, (made.get(name) ?? 0) + 1);
    return `${name} = ${helper}(formatProdErrorMessage(${number}))`;
  });
  const unlike = reactDomSentinels.filter((name) => made.get(name) !== 1);
  if (unlike.length)
    throw new Error(`react-dom-client.production.js no longer makes ${unlike.join(', ')} as scripts/react-dom-sentinels.ts expects`);
  // At the end, so no line of React's moves (a function declaration is hoisted): its source map still holds.
  return `${quiet}\nfunction ${helper}(message) {\n  return Object.create(Error.prototype, { message: { value: message, writable: true, configurable: true } });\n}\n`;
}

const clientModule = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** The build's side of it: React DOM's client module, as it is bundled for the browser. */
export function reactDomSentinelsPlugin(): Plugin {
  return modulePatchPlugin('rove-react-dom-sentinels', clientModule, quietSentinels);
}
