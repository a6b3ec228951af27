// The environment name: development under the dev server, else VITE_ROVE_ENV at build time (default production).
// Developer tools and flag overrides exist only outside production.
export type EnvironmentName = 'development' | 'staging' | 'production';

export function environmentName(): EnvironmentName {
  const named = import.meta.env.VITE_ROVE_ENV;
  if (named === 'staging' || named === 'production' || named === 'development') return named;
  return import.meta.env.DEV ? 'development' : 'production';
}

export const isProduction = () => environmentName() === 'production';
