// Where a page the browser renders alone (a signed-in page, the not-found page) goes while its code and data load:
// the shell (header, footer) is already there, and this holds the page's place (its routes' HydrateFallback). Drawn
// with the shell's own classes (no component of its own to load); the same blocks as index.html's first skeleton.
// It is at least a screen tall: the footer stays below the fold until the page comes, which is as tall or taller on
// the pages it stands for. A short skeleton put the footer on screen, and the page then pushed it out (a layout shift
// of 0.12-0.15 on the host calendar and the dashboard, issue 35).
// The first skeleton of a page whose heading is fixed words holds that heading (boot-heading.ts, written by the
// server for this address): shown here too, as it is, in place of the first bar, so it stays on screen until the page
// draws its own. A HydrateFallback shows only while the first page loads: the first skeleton's page.
import { useLocation } from 'react-router';

/** The first skeleton's heading, if the server wrote one for the page at this path. */
function bootHeadingHtml(pathname: string): string | undefined {
  const heading = typeof document === 'undefined' ? null : document.querySelector<HTMLElement>('.boot-skeleton [data-slot=boot-heading]');
  return heading?.dataset.path === pathname ? heading.outerHTML : undefined;
}

export function PageSkeleton() {
  const heading = bootHeadingHtml(useLocation().pathname);
  return (
    <div aria-busy="true" data-slot="page-skeleton" className="mx-auto flex min-h-dvh max-w-page flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10">
      {heading ? (
        <div dangerouslySetInnerHTML={{ __html: heading }} />
      ) : (
        <div aria-hidden="true" className="h-9 w-72 max-w-full rounded-md bg-muted motion-safe:animate-pulse" />
      )}
      <div aria-hidden="true" className="h-40 rounded-md bg-muted motion-safe:animate-pulse" />
      <div aria-hidden="true" className="h-40 rounded-md bg-muted motion-safe:animate-pulse" />
    </div>
  );
}
