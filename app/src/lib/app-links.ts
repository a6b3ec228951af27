// Links outside the site: the native apps in the stores (configurable per deployment).
export const appStoreHref: string = import.meta.env.VITE_APP_STORE_URL ?? 'https://apps.apple.com/app/rove-rv-rentals/id0000000000';
export const googlePlayHref: string = import.meta.env.VITE_GOOGLE_PLAY_URL ?? 'https://play.google.com/store/apps/details?id=app.rove';
