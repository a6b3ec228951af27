// The API budgets of issue 22, beside each figure: `figuresBeside(name, figures)` prints a table of figure, budget and
// verdict, `apiOverBudget(api)` lists what is over (bench/run.ts exits non-zero on any).
export interface Budget {
  /** At least (throughput) or at most (latency, CPU). */
  min?: number;
  max?: number;
}

export const apiBudgets: Record<string, Record<string, Budget>> = {
  // Search, 50 connections, embedded database (PGlite).
  search: { rps: { min: 500 }, p99: { max: 100 }, cpuMsPerRequest: { max: 3 }, non2xx: { max: 0 } },
  // Search on PostgreSQL.
  searchPostgres: { rps: { min: 1500 }, p99: { max: 50 }, non2xx: { max: 0 } },
  // The booking estimate, 50 connections, embedded.
  estimate: { rps: { min: 1000 }, p99: { max: 100 }, non2xx: { max: 0 } },
  estimatePostgres: { rps: { min: 1000 }, p99: { max: 100 }, non2xx: { max: 0 } },
  // The load step (issue 24): 200 connections on search for 20 s, embedded; every request answered 2xx in time.
  searchLoad: { non2xx: { max: 0 }, errors: { max: 0 }, timeouts: { max: 0 } },
};

const verdict = (value: unknown, budget: Budget | undefined) => {
  if (!budget) return '';
  if (typeof value !== 'number') return 'not measured';
  if (budget.min !== undefined && value < budget.min) return 'OVER BUDGET';
  if (budget.max !== undefined && value > budget.max) return 'OVER BUDGET';
  return 'ok';
};
const budgetText = (budget: Budget | undefined) =>
  !budget ? '' : budget.min !== undefined ? `>= ${budget.min}` : budget.max !== undefined ? `<= ${budget.max}` : '';

/** Each figure of one bench beside its budget (to stderr: stdout carries the bench's JSON line). */
export function printBesideBudgets(name: string, figures: Record<string, unknown>) {
  const budgets = apiBudgets[name] ?? {};
  console.error(`\n${name}`);
  console.error(
    Object.entries(figures)
      .map(
        ([key, value]) =>
          `  ${key.padEnd(16)} ${String(value).padStart(10)}  ${budgetText(budgets[key]).padEnd(9)} ${verdict(value, budgets[key])}`,
      )
      .join('\n'),
  );
}

/** What is over budget among the merged API figures: `{ search: {...}, searchPostgres: {...}, ... }`. */
export function apiOverBudget(api: Record<string, unknown>): string[] {
  const over: string[] = [];
  for (const [name, budgets] of Object.entries(apiBudgets)) {
    const figures = api[name] as Record<string, unknown> | undefined;
    if (!figures) continue;
    for (const [key, budget] of Object.entries(budgets)) {
      if (verdict(figures[key], budget) === 'OVER BUDGET') over.push(`${name}.${key}: ${figures[key]} (budget ${budgetText(budget)})`);
    }
  }
  return over;
}
