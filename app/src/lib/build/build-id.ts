// The id of the running build, written by the build (vite.config.ts, rove-build-id plugin) into build-id.json
// and into the bundle. 'dev' under the dev server and in tests.
export const buildId: string = import.meta.env.VITE_BUILD_ID ?? 'dev';
export const buildIdFile = '/build-id.json';
