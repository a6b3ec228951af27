// The content pages' small text format (locale files hold plain strings): paragraphs split by a blank line, lines
// starting "- " make a list, "1. " a numbered list, **bold** is strong. Everything else is text: nothing is HTML.
import { Fragment, type ReactNode } from 'react';

export type Block = { kind: 'p'; text: string } | { kind: 'ul' | 'ol'; items: string[] };

/** Splits prose into blocks (pure: tested in prose.test.ts). */
export function parseProse(text: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of text.split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) continue;
    if (lines.every((l) => l.startsWith('- '))) blocks.push({ kind: 'ul', items: lines.map((l) => l.slice(2)) });
    else if (lines.every((l) => /^\d+\.\s/.test(l))) blocks.push({ kind: 'ol', items: lines.map((l) => l.replace(/^\d+\.\s/, '')) });
    else blocks.push({ kind: 'p', text: lines.join(' ') });
  }
  return blocks;
}

/** **bold** -> <strong>; the rest stays text. */
export function inline(text: string): ReactNode {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return parts.map((part, i) => (i % 2 === 1 ? <strong key={i}>{part}</strong> : <Fragment key={i}>{part}</Fragment>));
}

export function Prose({ text, className }: { text: string; className?: string }) {
  return (
    <div className={className ?? 'space-y-4 text-base leading-7 text-foreground'}>
      {parseProse(text).map((block, i) =>
        block.kind === 'p' ? (
          <p key={i}>{inline(block.text)}</p>
        ) : block.kind === 'ul' ? (
          <ul key={i} className="list-disc space-y-2 pl-6">
            {block.items.map((item, j) => (
              <li key={j}>{inline(item)}</li>
            ))}
          </ul>
        ) : (
          <ol key={i} className="list-decimal space-y-2 pl-6">
            {block.items.map((item, j) => (
              <li key={j}>{inline(item)}</li>
            ))}
          </ol>
        ),
      )}
    </div>
  );
}
