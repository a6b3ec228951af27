// A page's title and its one-line introduction, as the host's pages open. The pages whose heading is fixed words
// (boot-heading.ts) take its words from there, and so does the first skeleton the server sends (which the app's page
// skeleton keeps on screen): the reader sees where they are at the first paint, in their language, and the page's own heading comes in its place
// (issue 35: on a throttled phone the host calendar's largest paint, its introduction, waited for the app's code).
export function PageHeading({ title, intro }: { title: string; intro?: string }) {
  return (
    <div>
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
    </div>
  );
}
