// The page modules only a signed-in reader sees (issue 35 holds them to 200 KiB before they are shown, the other
// pages to 180): a page module is signed-in when every route it renders asks for a signed-in reader in the route table
// (app/src/routes/table.ts). Which module renders a route is read off the route page map's loaders
// (app/src/shell/router/page-map.ts: `() => import('../../../bookings/…-page.tsx')`), named by their path under src/
// as bench/first-load.ts names pages.
import { pageMap } from '../app/src/shell/router/page-map.ts';
import { routeTable } from '../app/src/routes/table.ts';

/** A route's name, whether it asks for a signed-in reader, and the text of its page loader. */
export interface RoutePage {
  route: string;
  signedIn: boolean;
  loader: string;
}

/** The page paths (under src/) whose every route asks for a signed-in reader. */
export function signedInPages(routes: readonly RoutePage[]): Set<string> {
  const byPage = new Map<string, boolean>();
  for (const { route, signedIn, loader } of routes) {
    // `import('../../../x/y-page.tsx')`, or as Vite's module runner writes it (`…import__("/app/src/x/y-page.tsx")`).
    const imported = /['"](?:(?:\.\.\/)+|(?:[^'"]*\/)?src\/)([^'"]+\.tsx)['"]/.exec(loader)?.[1];
    if (!imported) throw new Error(`bench: the page loader of route '${route}' names no module: ${loader}`);
    byPage.set(imported, (byPage.get(imported) ?? true) && signedIn);
  }
  return new Set([...byPage].filter(([, signedIn]) => signedIn).map(([page]) => page));
}

/** The app's own routes and pages. */
export function appSignedInPages(): Set<string> {
  return signedInPages(
    routeTable.map((route) => {
      const loader = pageMap[route.name];
      if (!loader) throw new Error(`bench: route '${route.name}' has no page in the page map`);
      return { route: route.name, signedIn: route.auth?.only === 'signed-in', loader: String(loader) };
    }),
  );
}
