// The account pages' frame: a narrow panel under the page's heading.
import type { ReactNode } from 'react';

export function Panel({ title, body, children }: { title: string; body?: string; children: ReactNode }) {
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-4 py-12" aria-labelledby="account-title">
      <h1 id="account-title" className="font-display text-3xl font-semibold">
        {title}
      </h1>
      {body ? <p className="text-muted-foreground">{body}</p> : null}
      {children}
    </section>
  );
}
