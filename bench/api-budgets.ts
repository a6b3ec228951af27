// The API budgets of issue 35 (on the 2-core machine), beside each figure: `printBesideBudgets(name, figures, cached)`
// prints a table of figure, value, the cached value, budget and verdict; `apiOverBudget(api, files)` lists what is over
// budget or was not measured (bench/run.ts exits non-zero on any). The distinct figures are the budgeted ones: every
// request a different search or estimate, so none comes from the read cache. Cached figures (one URL repeated) are
// printed beside them and carry no budget.
export interface Budget {
  /** At least (throughput) or at most (latency, CPU). */
  min?: number;
  max?: number;
}

export interface BudgetGroup {
  /** The bench file that measures it (bench/<bench>.bench.ts): a group it did not print was not measured. */
  bench: string;
  budgets: Record<string, Budget>;
}

const noFailures = { non2xx: { max: 0 }, errors: { max: 0 }, timeouts: { max: 0 } };
const listingPageBudgets = {
  p99Ok: { max: 300 },
  cpuMsPerOk: { max: 8 },
  shedShare: { max: 0.01 },
  failures: { max: 0 },
  timeouts: { max: 0 },
};

export const apiBudgets: Record<string, BudgetGroup> = {
  // Search, every request a distinct query, 50 connections for 20 s, embedded database (PGlite, in the server process).
  search: { bench: 'search', budgets: { rps: { min: 150 }, p99: { max: 250 }, cpuMsPerRequest: { max: 3 }, ...noFailures } },
  // The same on PostgreSQL: CPU of the server process plus the cluster's processes.
  searchPostgres: { bench: 'search', budgets: { rps: { min: 250 }, p99: { max: 250 }, cpuMsPerRequest: { max: 3 }, ...noFailures } },
  // Ten times the listings in the same cities, on PostgreSQL: a lookup costs about the same, a scan ten times more.
  searchPostgres10x: { bench: 'search', budgets: { cpuRatioTo1x: { max: 1.5 }, ...noFailures } },
  // The booking estimate, every request a distinct RV, dates and guests.
  estimate: { bench: 'estimate', budgets: { cpuMsPerRequest: { max: 2 }, ...noFailures } },
  estimatePostgres: { bench: 'estimate', budgets: { cpuMsPerRequest: { max: 2 }, ...noFailures } },
  // The load step (issue 24): 200 connections on one search (cached) for 20 s, embedded; every request answered 2xx in time.
  searchLoad: { bench: 'search-load', budgets: { non2xx: { max: 0 }, errors: { max: 0 }, timeouts: { max: 0 } } },
  // Listing pages (issue 35), every page distinct so every one is rendered, 50 connections for 20 s, embedded. A 503
  // with Retry-After (the server shedding load) is counted apart (shed503, shedShare) and is no failure; `failures` is
  // every other answer than 2xx, every error and every time-out (10 s). The page figures are the rendered pages':
  // p99Ok (the 2xx answers' p99) and cpuMsPerOk (the server process's CPU over the run divided by the 2xx answers, so
  // sheds cannot make a render look cheap or fast). At 50 connections every page is to be rendered: at most 1 % shed.
  listingPages: { bench: 'listing-pages', budgets: listingPageBudgets },
  // 200 connections for 20 s: no time-out and no failure; shedding with 503 and Retry-After at once is the answer
  // asked for under overload (rather than queueing past the client's patience), so it carries no budget here.
  listingPagesLoad: { bench: 'listing-pages', budgets: { failures: { max: 0 }, timeouts: { max: 0 } } },
  // The same as listingPages on PostgreSQL: CPU of the server process plus the cluster's processes.
  listingPagesPostgres: { bench: 'listing-pages', budgets: listingPageBudgets },
};

const verdict = (value: unknown, budget: Budget | undefined) => {
  if (!budget) return '';
  if (typeof value !== 'number') return 'NOT MEASURED';
  if (budget.min !== undefined && value < budget.min) return 'OVER BUDGET';
  if (budget.max !== undefined && value > budget.max) return 'OVER BUDGET';
  return 'ok';
};
const budgetText = (budget: Budget | undefined) =>
  !budget ? '' : budget.min !== undefined ? `>= ${budget.min}` : budget.max !== undefined ? `<= ${budget.max}` : '';

/**
 * Each figure of one bench beside its budget, and beside it the cached figure of the same name when given (to
 * stderr: stdout carries the bench's JSON line).
 */
export function printBesideBudgets(
  name: string,
  figures: Record<string, unknown> | undefined,
  cached?: Record<string, unknown>,
  title = cached ? 'distinct requests | cached: one URL repeated' : '',
) {
  const budgets = apiBudgets[name]?.budgets ?? {};
  const keys = [...new Set([...Object.keys(figures ?? {}), ...Object.keys(budgets)])];
  const cell = (value: unknown) => (value === undefined ? '' : String(value));
  console.error(`\n${name}${title ? `: ${title}` : ''}`);
  console.error(
    [
      `  ${'figure'.padEnd(16)} ${(cached ? 'distinct' : 'value').padStart(10)}  ${cached ? `${'cached'.padStart(10)}  ` : ''}${'budget'.padEnd(9)} verdict`,
      ...keys.map(
        (key) =>
          `  ${key.padEnd(16)} ${cell(figures?.[key]).padStart(10)}  ${cached ? `${cell(cached[key]).padStart(10)}  ` : ''}${budgetText(budgets[key]).padEnd(9)} ${verdict(figures?.[key], budgets[key])}`,
      ),
    ].join('\n'),
  );
}

/**
 * What is over budget among the merged API figures (`{ search: {...}, searchPostgres: {...}, ... }`), and what was
 * not measured: every budgeted figure of a group whose bench file ran (`files`, without `.bench.ts`) must be there.
 */
export function apiOverBudget(api: Record<string, unknown>, files: readonly string[]): string[] {
  const over: string[] = [];
  for (const [name, group] of Object.entries(apiBudgets)) {
    if (!files.includes(group.bench)) continue;
    const figures = api[name] as Record<string, unknown> | undefined;
    for (const [key, budget] of Object.entries(group.budgets)) {
      const result = verdict(figures?.[key], budget);
      if (result === 'OVER BUDGET') over.push(`${name}.${key}: ${figures?.[key]} (budget ${budgetText(budget)})`);
      if (result === 'NOT MEASURED') over.push(`${name}.${key}: NOT MEASURED (bench/${group.bench}.bench.ts gave no figure)`);
    }
  }
  return over;
}
