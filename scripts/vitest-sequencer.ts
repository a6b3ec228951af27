// Vitest's order of files, with the longest files first. Vitest orders files by project name, then by how long each
// took in the last run, or by size where it has no record of one. A fresh clone (CI) has none: the visual references
// (one file, about 230 s) and the server's reliability files on the embedded database (small files that start real
// server processes and wait on them, 130-200 s) then started late and ended the run with a core idle. An idle Vitest
// step took 437-454 s in a fresh clone against 341-349 s where the last run's record ordered them first.
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** A sequencer that starts these files (paths from the repository's root) first, the others in Vitest's order. */
export function longFilesFirst(files: readonly string[]): typeof BaseSequencer {
  return class LongFilesFirst extends BaseSequencer {
    override async sort(specs: TestSpecification[]): Promise<TestSpecification[]> {
      const sorted = await super.sort(specs);
      const rank = (spec: TestSpecification) => {
        const index = files.findIndex((file) => spec.moduleId.endsWith(`/${file}`));
        return index < 0 ? files.length : index;
      };
      // Array.prototype.sort is stable: the others keep Vitest's order.
      return sorted.sort((a, b) => rank(a) - rank(b));
    }
  };
}
