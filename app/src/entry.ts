// The page's entry module (index.html names it): one call. The app's start (main.tsx) and everything it imports are in
// the base chunks (vite.config.ts baseGroups), so the entry's own chunk is a few bytes; it was the modulepreload
// polyfill's (430 bytes gzip on every page), which the build no longer writes: every browser that runs the app's
// ES2022 code but not modulepreload (Safari 16) loads each module through its imports, only without the early fetch.
import { start } from './main.tsx';

void start();
