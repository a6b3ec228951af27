// Where a page the browser renders alone (a signed-in page, the not-found page) goes while its code and data load:
// the shell (header, footer) is already there, and this holds the page's place (its routes' HydrateFallback). Drawn
// with the shell's own classes (no component of its own to load); the same blocks as index.html's first skeleton.
export function PageSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto flex max-w-page flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
      <div aria-hidden="true" className="h-9 w-72 max-w-full rounded-md bg-muted motion-safe:animate-pulse" />
      <div aria-hidden="true" className="h-40 rounded-md bg-muted motion-safe:animate-pulse" />
      <div aria-hidden="true" className="h-40 rounded-md bg-muted motion-safe:animate-pulse" />
    </div>
  );
}
