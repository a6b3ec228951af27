import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fixedText, machineSpeed } from './machine-speed.ts';

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('the machine speed beside the bench figures', () => {
  it('times the same workload at every run: a fixed text of 128 KiB', () => {
    const text = fixedText();
    expect(text.length).toBe(128 * 1024);
    expect(digest(fixedText())).toBe(digest(text));
    // Markup-like words, not one repeated byte (the compressor must work as on a page).
    expect(new Set(text.toString('latin1').split(' ')).size).toBeGreaterThan(500);
  });

  it('gives the workload its milliseconds of CPU, a positive number', () => {
    const ms = machineSpeed();
    expect(Number.isFinite(ms)).toBe(true);
    expect(ms).toBeGreaterThan(0);
  });
});
