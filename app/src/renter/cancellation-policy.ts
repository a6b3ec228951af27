// The lines a renter reads for a cancellation policy, derived from its rules in @rove/contract (so the words can
// never disagree with the refunds the server computes): one line per rule, then what happens after the last one.
import type { CancellationPolicy } from '@rove/contract';

export type PolicyWindow =
  | { key: 'window.from'; count: number }
  | { key: 'window.range'; from: number; to: number }
  | { key: 'window.upTo'; to: number }
  | { key: 'window.fewer'; count: number }
  | { key: 'window.started' };

export type PolicyRefund =
  | { key: 'refund.full' }
  | { key: 'refund.part'; percent: number }
  | { key: 'refund.protection' }
  | { key: 'refund.none' };

export interface PolicyLine {
  window: PolicyWindow;
  refund: PolicyRefund;
}

/**
 * A renter who cancels at least MinDaysBefore days before departure gets the first matching rule's share; after
 * the last rule, only the protection comes back while the trip has not started (nothing once it has).
 */
export function policyLines(policy: CancellationPolicy): PolicyLine[] {
  const rules = [...policy.Rules].sort((a, b) => b.MinDaysBefore - a.MinDaysBefore);
  const lines: PolicyLine[] = rules.map((rule, index) => {
    const refund: PolicyRefund =
      rule.RefundPercent >= 100
        ? { key: 'refund.full' }
        : rule.RefundPercent > 0
          ? { key: 'refund.part', percent: rule.RefundPercent }
          : { key: 'refund.protection' };
    if (index === 0) return { window: { key: 'window.from', count: rule.MinDaysBefore }, refund };
    const to = (rules[index - 1]?.MinDaysBefore ?? rule.MinDaysBefore) - 1;
    return {
      window: rule.MinDaysBefore <= 0 ? { key: 'window.upTo', to } : { key: 'window.range', from: rule.MinDaysBefore, to },
      refund,
    };
  });
  const last = rules.at(-1)?.MinDaysBefore ?? 0;
  if (last > 0) lines.push({ window: { key: 'window.fewer', count: last }, refund: { key: 'refund.protection' } });
  lines.push({ window: { key: 'window.started' }, refund: { key: 'refund.none' } });
  return lines;
}
