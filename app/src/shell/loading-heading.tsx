// A page's heading while its data loads: the page keeps an h1 (axe and screen-reader users find the page's heading
// before the data arrives), in the place and size of the title to come, muted; it is also the loading status.
export function LoadingHeading({ children }: { children: string }) {
  return (
    <h1 className="font-display text-3xl font-semibold text-muted-foreground sm:text-4xl">
      <output>{children}</output>
    </h1>
  );
}
