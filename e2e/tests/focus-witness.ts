// Where the keyboard's focus went (a journey that typed into a box and saw nothing happen: did the box keep the focus?).
// The fixture (fixtures.ts) runs `focusWitness` in every page before the page's own scripts: it notes the page's last
// focus moves (focusin and focusout, each with its element, its time and whether the browser or a script sent it), and
// a failing test prints them with the element that holds the focus at the end (`focusReport`).

/** Runs in the page (context.addInitScript): self-contained, nothing from outside the function. */
export function focusWitness(): void {
  const moves: string[] = [];
  const describe = (target: EventTarget | null): string => {
    if (!(target instanceof Element)) return target === window ? 'window' : String(target);
    const name = target.getAttribute('aria-label') ?? target.getAttribute('name') ?? target.id;
    const slot = target.parentElement?.closest('[data-slot]')?.getAttribute('data-slot');
    return `${target.tagName.toLowerCase()}${name ? ` "${name.slice(0, 40)}"` : ''}${slot ? ` in [data-slot=${slot}]` : ''}`;
  };
  for (const type of ['focusin', 'focusout'] as const)
    addEventListener(
      type,
      (event) => {
        const to = type === 'focusout' ? `, to ${describe((event as FocusEvent).relatedTarget)}` : '';
        moves.push(
          `${Math.round(performance.now())} ms ${type} ${describe(event.target)}${to}${event.isTrusted ? '' : ' (sent by a script)'}`,
        );
        if (moves.length > 40) moves.shift();
      },
      { capture: true },
    );
  Object.defineProperty(window, '__roveFocusReport', {
    value: () => ({ moves, active: describe(document.activeElement), at: Math.round(performance.now()) }),
  });
}

/** In the page: its focus moves so far and where the focus is now. */
export function focusReport(): string {
  const report = (window as unknown as { __roveFocusReport?: () => { moves: string[]; active: string; at: number } }).__roveFocusReport?.();
  if (!report) return 'no focus witness in this page';
  return `${report.moves.join('\n') || 'no focus move'}\nat ${report.at} ms the focus is on ${report.active}`;
}
