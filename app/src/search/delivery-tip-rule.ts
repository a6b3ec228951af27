// The discover-delivery tooltip (spec 000 sections 4 and 9): shown only when its cookie is unset and the delivery
// filter is off; applying the filter hides it; closing it sets the cookie for 60 days.
export const deliveryTipCookie = 'rove_discover_delivery_tooltip';
export const deliveryTipCookieMaxAge = 60 * 86_400;

export function showDeliveryTip(cookieValue: string | undefined, deliveryFilterOn: boolean): boolean {
  return !cookieValue && !deliveryFilterOn;
}
