// Banner ids (specification 000 section 9 and 001 section 9): midweekBanner 1, canadaBanner 4.
export const MIDWEEK_BANNER_ID = 1;
export const CANADA_BANNER_ID = 4;

export const bannerIds = { midweekBanner: MIDWEEK_BANNER_ID, canadaBanner: CANADA_BANNER_ID } as const;
