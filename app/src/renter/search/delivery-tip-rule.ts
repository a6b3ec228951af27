// The discover-delivery tooltip (spec 000 sections 4 and 9): shown only when its cookie is unset and the delivery
// filter is off; applying the filter hides it; closing it sets the cookie for 60 days.
// The cookie (name and lifetime) is the contract's cookies.discoverDeliveryTooltip.

export function showDeliveryTip(cookieValue: string | undefined, deliveryFilterOn: boolean): boolean {
  return !cookieValue && !deliveryFilterOn;
}
