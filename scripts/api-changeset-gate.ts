// When a change of @rove/ui's public API may land: its API report (ui/api-report.md) is up to date, and a report
// that differs from the base branch's comes with a changeset for the package (or with the release that consumed
// one: a new version in ui/package.json). Pure, so scripts/api-report.ts's check is tested here.

export type Bump = 'major' | 'minor' | 'patch';

/** The bumps the pending changesets (the .changeset/*.md files' text) give `packageName`. */
export function pendingBumps(changesets: string[], packageName: string): Bump[] {
  const bumps: Bump[] = [];
  for (const text of changesets) {
    const front = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
    if (!front) continue;
    for (const line of front[1].split(/\r?\n/)) {
      const match = /^\s*["']?([^"':]+)["']?\s*:\s*(major|minor|patch)\s*$/.exec(line);
      if (match && match[1] === packageName) bumps.push(match[2] as Bump);
    }
  }
  return bumps;
}

export interface GateInput {
  /** The report generated from the declarations now. */
  current: string;
  /** The report as committed. */
  committed: string;
  /** The committed report on the base branch (merge base), or null when there is none to compare with. */
  base: string | null;
  /** The package's version differs from the base branch's (a release consumed the changesets). */
  versionChanged: boolean;
  /** The pending changesets' bumps for the package. */
  bumps: Bump[];
  baseBranch: string;
}

/** What stops the change, one sentence each; none when it may land. */
export function changesetGate({ current, committed, base, versionChanged, bumps, baseBranch }: GateInput): string[] {
  if (current !== committed) {
    return [
      'The public API of @rove/ui differs from ui/api-report.md.',
      'Run `npm run api-report` to update the report, review its diff, and add a changeset for @rove/ui (`npx changeset`: major for a removal or an incompatible change, minor for an addition, patch otherwise).',
    ];
  }
  if (base !== null && base !== committed && !versionChanged && bumps.length === 0) {
    return [
      `The public API of @rove/ui changed since ${baseBranch} (ui/api-report.md) without a changeset.`,
      'Add one for @rove/ui: `npx changeset` (major for a removal or an incompatible change, minor for an addition, patch otherwise).',
    ];
  }
  return [];
}
