// The parts the Foundations pages share: a page with its introduction, sections and plain tables. Every page is
// rendered from the generated token data (@rove/tokens/data, written by `npm run tokens` from tokens/tokens.json),
// in the toolbar's language.
import type { ReactNode } from 'react';
import { useMessages } from '@rove/ui';

export function FoundationPage({ title, intro, children }: { title: string; intro: ReactNode; children: ReactNode }) {
  return (
    <article className="max-w-5xl">
      <h1 className="font-display mb-2 text-3xl font-semibold">{title}</h1>
      <p className="text-muted-foreground mb-8 max-w-3xl">{intro}</p>
      {children}
    </article>
  );
}

export function Section({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section className="mb-10">
      <h2 className="font-display mb-2 text-2xl font-semibold">{title}</h2>
      {intro ? <p className="text-muted-foreground mb-4 max-w-3xl text-sm">{intro}</p> : null}
      {children}
    </section>
  );
}

/** A table of tokens: the columns' headings, then one row per token (keyed by its name). */
export function TokenTable({ caption, head, rows }: { caption: string; head: string[]; rows: { key: string; cells: ReactNode[] }[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-border border-b">
            {head.map((cell) => (
              <th key={cell} scope="col" className="p-2 font-semibold">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-border border-b align-middle last:border-b-0">
              {row.cells.map((cell, c) => (
                <td key={head[c]} className="p-2">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TokenName({ children }: { children: ReactNode }) {
  return <code className="bg-muted text-foreground rounded-sm px-1 py-0.5 text-xs whitespace-nowrap">{children}</code>;
}

/** Numbers in the page's language (0.25 in English, 0,25 in French). */
export function useNumber(): (value: number) => string {
  const locale = useMessages({ en: 'en-CA', fr: 'fr-CA' });
  return (value) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
}

/** A CSS length as written in the tokens, with its size in pixels (the root size is 16px): `0.875rem` 14 px. */
export function Length({ value }: { value: string }) {
  const format = useNumber();
  const rem = /^([\d.]+)rem$/.exec(value);
  const px = rem ? Number(rem[1]) * 16 : /^([\d.]+)px$/.test(value) ? Number.parseFloat(value) : null;
  return (
    <span className="whitespace-nowrap tabular-nums">
      <code className="text-xs">{value}</code>
      {px === null ? null : <span className="text-muted-foreground"> · {format(px)} px</span>}
    </span>
  );
}
