/// <reference types="vite/client" />
interface ImportMetaEnv {
  readonly VITE_BUILD_ID?: string;
  /** development, staging or production (default: production for builds). */
  readonly VITE_ROVE_ENV?: string;
  /** '1' builds the app with maintenance mode on. */
  readonly VITE_MAINTENANCE_MODE?: string;
  /** Where the developer tools panel links for client and server errors. */
  readonly VITE_CLIENT_ERRORS_URL?: string;
  readonly VITE_SERVER_ERRORS_URL?: string;
  /** The native apps in the stores (app-download banner). */
  readonly VITE_APP_STORE_URL?: string;
  readonly VITE_GOOGLE_PLAY_URL?: string;
}

/**
 * The built stylesheet indexed for the server's critical CSS (vite.config.ts, rove-critical-css: the server build
 * reads the browser build's stylesheet); null where there is none (a development server).
 */
declare module 'virtual:rove-critical-css' {
  const stylesheet: {
    index: import('../../shell/server/critical-css.ts').CriticalCssIndex;
    /** The classes of index.html's own markup (its first skeleton), in every page. */
    templateClasses: string[];
  } | null;
  export default stylesheet;
}

/**
 * Type guards of the contract's answers, generated at build time from their schemas (scripts/answer-guards.ts), each
 * loaded on demand (a chunk of its own): true when the schema would accept the value unchanged. An answer without one
 * is parsed by zod.
 */
declare module 'virtual:rove-answer-guards' {
  export const answerGuards: Partial<Record<import('@rove/contract/answers').AnswerName, () => Promise<(value: unknown) => boolean>>>;
}
