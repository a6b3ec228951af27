import { describe, expect, it } from 'vitest';
import { apiOverBudget } from './api-budgets.ts';

const goodSearch = { rps: 300, p99: 100, cpuMsPerRequest: 2, non2xx: 0, errors: 0, timeouts: 0 };

describe('the API budgets of issue 35', () => {
  it('holds distinct searches to 3 ms of CPU, 150 req/s embedded and 250 on PostgreSQL, p99 250 ms, no time-out', () => {
    const api = {
      search: { ...goodSearch, rps: 149 },
      searchPostgres: { ...goodSearch, cpuMsPerRequest: 3.01, timeouts: 1 },
      searchPostgres10x: { cpuRatioTo1x: 1.5, non2xx: 0, errors: 0, timeouts: 0 },
    };
    expect(apiOverBudget(api, ['search'])).toEqual([
      'search.rps: 149 (budget >= 150)',
      'searchPostgres.cpuMsPerRequest: 3.01 (budget <= 3)',
      'searchPostgres.timeouts: 1 (budget <= 0)',
    ]);
  });

  it('holds ten times the listings to 1.5 times the CPU per request, and the estimate to 2 ms', () => {
    const api = {
      search: goodSearch,
      searchPostgres: goodSearch,
      searchPostgres10x: { cpuRatioTo1x: 1.51, non2xx: 0, errors: 0, timeouts: 0 },
      estimate: { cpuMsPerRequest: 2.1, non2xx: 0, errors: 0, timeouts: 0 },
      estimatePostgres: { cpuMsPerRequest: 1.9, non2xx: 0, errors: 0, timeouts: 0 },
    };
    expect(apiOverBudget(api, ['search', 'estimate'])).toEqual([
      'searchPostgres10x.cpuRatioTo1x: 1.51 (budget <= 1.5)',
      'estimate.cpuMsPerRequest: 2.1 (budget <= 2)',
    ]);
  });

  it('fails a figure a bench that ran did not give, and asks nothing of a bench that did not run', () => {
    const over = apiOverBudget({ search: goodSearch }, ['search']);
    expect(over).toContain('searchPostgres.rps: NOT MEASURED (bench/search.bench.ts gave no figure)');
    expect(over).toContain('searchPostgres10x.cpuRatioTo1x: NOT MEASURED (bench/search.bench.ts gave no figure)');
    expect(over.some((line) => line.startsWith('estimate'))).toBe(false);
  });
});
