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

  it('holds distinct listing pages to p99 300 ms and 8 ms of CPU per rendered page, at most 1 % shed, and 200 connections to no failure or time-out, a 503 with Retry-After counted apart', () => {
    const page = { p99Ok: 250, cpuMsPerOk: 7.9, shedShare: 0, failures: 0, timeouts: 0 };
    const api = {
      listingPages: { ...page, p99Ok: 301 },
      // Shedding with 503 and Retry-After is an answer: only failures and time-outs are over budget.
      listingPagesLoad: { failures: 0, timeouts: 0, shed503: 1200 },
      listingPagesPostgres: { ...page, cpuMsPerOk: 8.1, failures: 1 },
    };
    expect(apiOverBudget(api, ['listing-pages'])).toEqual([
      'listingPages.p99Ok: 301 (budget <= 300)',
      'listingPagesPostgres.cpuMsPerOk: 8.1 (budget <= 8)',
      'listingPagesPostgres.failures: 1 (budget <= 0)',
    ]);
    expect(apiOverBudget({ ...api, listingPagesLoad: { failures: 0, timeouts: 2 } }, ['listing-pages'])).toContain(
      'listingPagesLoad.timeouts: 2 (budget <= 0)',
    );
    // Shedding most of 50 connections is no way to meet the page budgets.
    expect(apiOverBudget({ ...api, listingPages: { ...page, shedShare: 0.85 } }, ['listing-pages'])).toContain(
      'listingPages.shedShare: 0.85 (budget <= 0.01)',
    );
  });
});
