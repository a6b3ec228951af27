// Error reporting (spec 000 section 8). The sink is the console until an error service is configured with
// setErrorReporter; aborted requests are never reported.
export interface ErrorReport {
  error: unknown;
  context?: Record<string, unknown>;
}

type Reporter = (report: ErrorReport) => void;

const recent: ErrorReport[] = [];
let reporter: Reporter = ({ error, context }) => console.error('[rove]', error, context ?? '');

export function setErrorReporter(next: Reporter): void {
  reporter = next;
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException ? error.name === 'AbortError' : (error as { name?: string } | null)?.name === 'AbortError';
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  if (isAbortError(error)) return;
  const report = { error, context };
  recent.push(report);
  if (recent.length > 50) recent.shift();
  reporter(report);
}

/** The last reports (shown by the developer tools panel). */
export function recentReports(): readonly ErrorReport[] {
  return recent;
}
