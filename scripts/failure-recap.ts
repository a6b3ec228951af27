// The recap npm test prints last when a step failed (scripts/test.ts): CI may show only the end of a run's output, and
// a journey's failure is otherwise printed minutes before it, above the background lane's output.

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g');

/** Lines kept of each failure's own account (its error, the expectation, the first frames). */
export const linesPerFailure = 24;
/** Failures recapped in full; the others are named in the summary. */
export const failuresRecapped = 4;
/** Lines kept of an output that names no failure the way Playwright or Vitest does. */
export const tailLines = 40;

/**
 * The end of a failed step's output, cut to what says why: Playwright's numbered failures (`  1) [chromium] › …`), each
 * cut to `linesPerFailure` lines, and its summary (`  2 failed` and the tests it names); Vitest's `FAIL` lines and its
 * last lines; otherwise the last `tailLines` lines.
 */
export function failureRecap(output: string): string {
  const lines = output.replace(ansi, '').replace(/\r/g, '').split('\n');
  while (lines.length && !lines.at(-1)?.trim()) lines.pop();
  const starts = lines.flatMap((line, i) => (/^\s+\d+\) \[/.test(line) ? [i] : []));
  const summary = lines.findIndex((line) => /^\s+\d+ failed\s*$/.test(line));
  if (starts.length || summary >= 0) {
    const end = summary >= 0 ? summary : lines.length;
    const blocks = starts
      .filter((start) => start < end)
      .slice(0, failuresRecapped)
      .map((start, k, all) => {
        // A block ends at the next failure, at a progress line (`[37/111] …`, printed between failures) or at the summary.
        const progress = lines.findIndex((line, i) => i > start && /^\[\d+\/\d+\]/.test(line));
        const stop = Math.min(start + linesPerFailure, all[k + 1] ?? end, end, progress < 0 ? end : progress);
        return lines.slice(start, stop).join('\n');
      });
    return [...blocks, ...(summary >= 0 ? [lines.slice(summary).join('\n')] : [])].join('\n');
  }
  const fails = [...new Set(lines.filter((line) => /^\s*(FAIL|×|✗)\s/.test(line)).map((line) => line.trim()))];
  if (fails.length) return [...fails.slice(0, 20), '…', ...lines.slice(-15)].join('\n');
  return lines.slice(-tailLines).join('\n');
}
