// Spec 000 section 2: the dashboard prefix is exactly dashboard or host; host mode is for owners.
export type DashboardMode = 'dashboard' | 'host';

export function isDashboardPrefix(value: string | undefined): value is DashboardMode {
  return value === 'dashboard' || value === 'host';
}

export function isHostMode(value: string | undefined): boolean {
  return value === 'host';
}
