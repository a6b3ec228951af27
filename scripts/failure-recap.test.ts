import { describe, expect, it } from 'vitest';
import { failureRecap, failuresRecapped, linesPerFailure, tailLines } from './failure-recap.ts';

const playwright = (failures: number, frames: number) =>
  [
    'Running 111 tests using 2 workers',
    '[1/111] [chromium] › e2e/tests/auth.spec.ts:10:1 › signs in',
    ...Array.from({ length: failures }, (_, k) => [
      `  ${k + 1}) [chromium] › e2e/tests/x.spec.ts:${k + 1}:1 › journey ${k + 1} ──────`,
      `    Error: expect(locator).toBeVisible() failed in journey ${k + 1}`,
      ...Array.from({ length: frames }, (__, f) => `      at frame ${f} (e2e/tests/x.spec.ts:${f}:1)`),
      '',
    ]).flat(),
    '[111/111] [chromium] › e2e/tests/shell.spec.ts:212:1 › last',
    `  ${failures} failed`,
    ...Array.from({ length: failures }, (_, k) => `    [chromium] › e2e/tests/x.spec.ts:${k + 1}:1 › journey ${k + 1}`),
    '  108 passed (14.2m)',
    '',
  ].join('\n');

describe('failureRecap', () => {
  it("keeps Playwright's failures with their errors and its summary, not the passing tests", () => {
    const recap = failureRecap(playwright(2, 3));
    expect(recap).toContain('1) [chromium] › e2e/tests/x.spec.ts:1:1 › journey 1');
    expect(recap).toContain('Error: expect(locator).toBeVisible() failed in journey 2');
    expect(recap).toContain('  2 failed\n    [chromium] › e2e/tests/x.spec.ts:1:1 › journey 1');
    expect(recap).toMatch(/108 passed \(14\.2m\)$/);
    expect(recap).not.toContain('signs in');
    expect(recap).not.toContain('[111/111]');
  });

  it('cuts each failure to its first lines and recaps only the first few, the summary naming them all', () => {
    const recap = failureRecap(playwright(failuresRecapped + 2, 100));
    expect(recap.split('\n').filter((line) => line.includes('Error:'))).toHaveLength(failuresRecapped);
    expect(recap).toContain(`at frame ${linesPerFailure - 3} `);
    expect(recap).not.toContain(`at frame ${linesPerFailure - 2} `);
    expect(recap).toContain(`[chromium] › e2e/tests/x.spec.ts:${failuresRecapped + 2}:1 › journey`);
  });

  it('drops colour codes and carriage returns', () => {
    expect(failureRecap('\u001b[31m  1 failed\u001b[39m\r\n    [chromium] › a.spec.ts:1:1 › a\r\n')).toBe(
      '  1 failed\n    [chromium] › a.spec.ts:1:1 › a',
    );
  });

  it("names Vitest's failed files once each, with its last lines", () => {
    const out = [
      ' ✓ unit a.test.ts',
      ' FAIL  server b.test.ts > b > fails',
      ...Array.from({ length: 30 }, (_, k) => `detail ${k}`),
      ' FAIL  server b.test.ts > b > fails',
      ...Array.from({ length: 30 }, (_, k) => `more ${k}`),
      ' Test Files  1 failed | 9 passed',
    ].join('\n');
    const recap = failureRecap(out);
    expect(recap.match(/FAIL {2}server b\.test\.ts/g)).toHaveLength(1);
    expect(recap).not.toContain('detail 0');
    expect(recap.startsWith('FAIL  server b.test.ts > b > fails\n…')).toBe(true);
    expect(recap).toMatch(/Test Files {2}1 failed \| 9 passed$/);
  });

  it('otherwise keeps the last lines', () => {
    const out = Array.from({ length: tailLines + 10 }, (_, k) => `line ${k}`).join('\n');
    const recap = failureRecap(`${out}\n\n`);
    expect(recap.split('\n')).toHaveLength(tailLines);
    expect(recap.endsWith(`line ${tailLines + 9}`)).toBe(true);
  });
});
