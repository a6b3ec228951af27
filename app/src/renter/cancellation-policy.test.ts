import { cancellationPolicies } from '@rove/contract';
import { describe, expect, it } from 'vitest';
import { policyLines } from './cancellation-policy.ts';

describe('policyLines: the words come from the rules', () => {
  it('Moderate: full refund from 14 days, half from 13 to 7 days, protection only under 7 days, nothing once started', () => {
    expect(policyLines(cancellationPolicies.Moderate)).toEqual([
      { window: { key: 'window.from', count: 14 }, refund: { key: 'refund.full' } },
      { window: { key: 'window.range', from: 7, to: 13 }, refund: { key: 'refund.part', percent: 50 } },
      { window: { key: 'window.fewer', count: 7 }, refund: { key: 'refund.protection' } },
      { window: { key: 'window.started' }, refund: { key: 'refund.none' } },
    ]);
  });

  it('Flexible: full refund from 3 days, half up to departure day, nothing once started', () => {
    expect(policyLines(cancellationPolicies.Flexible)).toEqual([
      { window: { key: 'window.from', count: 3 }, refund: { key: 'refund.full' } },
      { window: { key: 'window.upTo', to: 2 }, refund: { key: 'refund.part', percent: 50 } },
      { window: { key: 'window.started' }, refund: { key: 'refund.none' } },
    ]);
  });

  it('Strict: full refund from 30 days, half from 29 to 14 days', () => {
    const lines = policyLines(cancellationPolicies.Strict);
    expect(lines[0]).toEqual({ window: { key: 'window.from', count: 30 }, refund: { key: 'refund.full' } });
    expect(lines[1]).toEqual({ window: { key: 'window.range', from: 14, to: 29 }, refund: { key: 'refund.part', percent: 50 } });
    expect(lines[2]?.window).toEqual({ key: 'window.fewer', count: 14 });
  });
});
