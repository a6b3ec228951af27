import type { Plugin } from 'vite';

/**
 * A build plugin that rewrites one installed module (`module`, matched on its path) with `patch`, which throws when
 * the module is no longer written as it expects: the build then stops with its message. The patch moves no line, so
 * the module's source map still holds. Used for React DOM's sentinel errors and React Aria's default locale.
 */
export function modulePatchPlugin(name: string, module: RegExp, patch: (code: string) => string): Plugin {
  return {
    name,
    apply: 'build',
    transform(code, id) {
      if (!module.test(id)) return undefined;
      try {
        return { code: patch(code), map: null };
      } catch (error) {
        return this.error((error as Error).message);
      }
    },
  };
}
