// Jordan's insights in June 2026: two RVs in the US, a good record, this year's earnings month by month.
import { EarningsInsightsSchema, OpportunitiesAnswerSchema } from '@rove/contract';
import type { HostInsights, ReviewsSummary } from '../../../app/src/host/insights-api.ts';
import { answer, typedAnswer } from '../harness/answers.ts';

export const goodTier = typedAnswer<HostInsights>()({
  PerformanceTier: 'Good',
  TotalBookings: 38,
  CancelledByOwner: 0,
  ExpiredRequests: 1,
});
export const actionRequiredTier = typedAnswer<HostInsights>()({
  PerformanceTier: 'ActionRequired',
  TotalBookings: 12,
  CancelledByOwner: 3,
  ExpiredRequests: 4,
});

const months = [
  [1, 0, 0],
  [2, 420, 0],
  [3, 1180, 0],
  [4, 1640, 0],
  [5, 2310, 0],
  [6, 980, 1450],
  [7, 0, 3120],
  [8, 0, 1875],
] as const;

export const earnings2026 = answer(EarningsInsightsSchema, {
  Year: 2026,
  Currency: 'USD',
  TotalPaid: 6530,
  TotalUpcoming: 6445,
  BestMonth: 7,
  Months: Array.from({ length: 12 }, (_, index) => {
    const found = months.find(([month]) => month === index + 1);
    return { Month: index + 1, Paid: found?.[1] ?? 0, Upcoming: found?.[2] ?? 0 };
  }),
  Rvs: [
    { RvId: 71, RvName: '2021 Airstream Flying Cloud 25FB', Paid: 4210, Upcoming: 4300 },
    { RvId: 72, RvName: 'Winnebago Revel 44E', Paid: 2320, Upcoming: 2145 },
  ],
});

export const reviewsSummary = typedAnswer<ReviewsSummary>()({
  Count: 27,
  Overall: 4.86,
  ListingAccuracy: 4.9,
  Value: 4.7,
  Cleanliness: 4.95,
  Communication: 4.88,
});

export const opportunities = answer(OpportunitiesAnswerSchema, {
  RvCount: 2,
  Items: [
    { RvId: 72, RvName: 'Winnebago Revel 44E', Kind: 'PriceAboveComparables', Value: 289, Comparable: 240 },
    { RvId: 71, RvName: '2021 Airstream Flying Cloud 25FB', Kind: 'AddWeeklyDiscount', Value: 0, Comparable: 10 },
    { RvId: 71, RvName: '2021 Airstream Flying Cloud 25FB', Kind: 'AddPhotos', Value: 6, Comparable: 12 },
  ],
});

/** Every insights call of the overview, keyed as the pages ask for them. */
export const insightsAnswers = {
  '/api/hosts/insights': goodTier,
  '/api/hosts/insights/earnings?Year=2026': earnings2026,
  '/api/hosts/insights/reviews': reviewsSummary,
  '/api/hosts/insights/opportunities': opportunities,
};
