// Consumers' bundlers replace `process.env.NODE_ENV` (with "production" in their builds), so the checks
// below vanish from production bundles; where nothing replaces it and `process` does not exist, we are in dev.
declare const process: { env: Record<string, string | undefined> };

function readNodeEnv(): string | undefined {
  try {
    return process.env.NODE_ENV;
  } catch {
    return undefined;
  }
}

/** True except in production builds: guards developer-facing errors (a missing accessible name...). */
export const isDev: boolean = readNodeEnv() !== 'production';
