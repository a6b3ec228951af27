// The developer tools panel appears only outside production, and only when an experiment-override cookie is set
// (specification 000, "Developer tools panel").

export function shouldShowDevTools({
  environment,
  hasExperimentOverrideCookie,
}: {
  environment: string;
  hasExperimentOverrideCookie: boolean;
}): boolean {
  return environment.trim().toLowerCase() !== 'production' && hasExperimentOverrideCookie;
}
