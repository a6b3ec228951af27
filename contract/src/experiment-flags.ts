// The feature flags and experiments of spec 000 section 9 (maintenanceMode, midweek banner for Canada, Canadian-owned
// campaign, Thanksgiving banner, notification cards, session recording, showCanadianOwnerBanner), as the app names them.
export const experimentFlags = [
  'maintenanceMode',
  'showCanadianOwnerBanner',
  'midweekBannerCanada',
  'canadianOwnedCampaign',
  'thanksgivingBanner',
  'notificationCards',
  'sessionRecording',
] as const;
export type ExperimentFlag = (typeof experimentFlags)[number];

/** The experiments call (spec 000 section 7): the app POSTs who is asking here; the server answers the assignment. */
export const experimentsPath = '/api/experiments';

/** The device types the experiments call sends (spec 000 section 7: mobile, tablet, desktop or unknown). */
export const deviceTypes = ['mobile', 'tablet', 'desktop', 'unknown'] as const;
export type DeviceType = (typeof deviceTypes)[number];
