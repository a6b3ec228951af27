// The headers the app sends on every call to the rentals API (spec 000 section 7). Header names are ours.
export const ApiHeaders = {
  ApiVersion: 'X-Api-Version',
  CorrelationId: 'X-Correlation-Id',
  Platform: 'X-Platform',
  AnonymousId: 'X-Anonymous-Id',
  IpCountry: 'X-Ip-Country',
  IpRegion: 'X-Ip-Region',
  IpCity: 'X-Ip-City',
} as const;

/** API versions this server answers. A request without the header gets the latest. */
export const supportedApiVersions = ['1'] as const;
export const currentApiVersion = '1';

export const platforms = ['web', 'mobile_web', 'android', 'ios-v1'] as const;
export type Platform = (typeof platforms)[number];
