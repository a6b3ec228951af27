// The machine's speed beside the bench's figures (issue 35). Those figures are CPU times and rates on a shared 2-core
// machine whose speed moves between runs: the same code's listing pages cost 11.6 ms of CPU a page in one run and
// 15.6 ms in another an hour later, and every other figure of that run moved with it. A fixed single-thread workload
// (what a page answer costs: compressing markup, JSON, hashing), timed at the start and at the end of the run, says
// how fast the machine was: figures of two runs compare as they are only when their speeds do.
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants } from 'node:zlib';

/** A fixed markup-like text of 128 KiB, the same bytes at every run (a linear congruential generator's words). */
export function fixedText(): Buffer {
  const words = ['<div class="flex', 'gap-2', 'rounded-lg', 'border', 'text-sm', 'font-medium">', 'Sleeps', 'night', '</div>', 'RV'];
  let seed = 35;
  let text = '';
  while (text.length < 128 * 1024) {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    text += `${words[seed % words.length]} ${seed % 997} `;
  }
  return Buffer.from(text.slice(0, 128 * 1024));
}

/** One round of the workload; returns a digest so that none of it can be optimised away. */
function round(text: Buffer): string {
  const hash = createHash('sha256');
  for (let i = 0; i < 16; i++) {
    hash.update(brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 3 } }));
    const cards = JSON.parse(JSON.stringify({ text: text.toString('latin1'), parts: text.toString('latin1').split(' ', 2_000) }));
    hash.update(String(cards.parts.length));
  }
  return hash.digest('hex');
}

/**
 * Milliseconds of CPU the fixed workload takes now: the median of 7 rounds, after two unmeasured (this process's
 * JIT). Lower is faster.
 */
export function machineSpeed(): number {
  const text = fixedText();
  for (let i = 0; i < 2; i++) round(text);
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const start = process.cpuUsage();
    round(text);
    const used = process.cpuUsage(start);
    times.push((used.user + used.system) / 1000);
  }
  times.sort((a, b) => a - b);
  return Math.round(times[3] * 10) / 10;
}
