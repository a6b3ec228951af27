// Two journey runners, one list of spec files (issue 40). `npm test` starts a second Playwright run once the lane
// beside the journeys has ended and left a core idle (scripts/test.ts); each run has its own server and database.
// Before a spec file's first journey, a runner claims the file in a shared folder (ROVE_E2E_CLAIMS): the runner whose
// claim lands first runs every journey of the file, the other skips them. Both go through the files in the same
// order, so the second takes the files the first has not reached yet. Without the folder (a run of its own), every
// journey runs.
import { linkSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';

/** This runner's name (ROVE_E2E_RUNNER), written in the claims it makes. */
export const runner = process.env.ROVE_E2E_RUNNER ?? 'first';

/**
 * The runner that runs a spec file's journeys: the one whose claim on the file landed first (a hard link made from a
 * file holding its name, which fails when the claim exists). `undefined` when runs do not share files.
 */
export function claimFile(file: string, folder: string | undefined, me: string): string | undefined {
  if (!folder) return undefined;
  const claim = join(folder, basename(file));
  const mine = join(folder, `.${me}.${basename(file)}`);
  writeFileSync(mine, me);
  try {
    linkSync(mine, claim);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    rmSync(mine, { force: true });
  }
  return readFileSync(claim, 'utf8');
}

/** Why a journey is skipped here: the other runner claimed its file first; `undefined` when it runs here. */
export function claimedElsewhere(file: string): string | undefined {
  const owner = claimFile(file, process.env.ROVE_E2E_CLAIMS, runner);
  return owner && owner !== runner ? `run by the ${owner} journey runner (scripts/test.ts)` : undefined;
}

/** The spec files claimed in a folder, each with the runner that ran it. */
export function claims(folder: string, names: readonly string[]): Map<string, string | undefined> {
  return new Map(
    names.map((name) => {
      try {
        return [name, readFileSync(join(folder, name), 'utf8')];
      } catch {
        return [name, undefined];
      }
    }),
  );
}
