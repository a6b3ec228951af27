// A host whose performance tier is ActionRequired is suspended (spec 000 section 4, the suspended banner): their
// listings are hidden from search, the map and the rental landing pages, and cannot take new bookings, until the
// tier changes. Estimates and booking requests for their RVs answer 409 RV_NOT_BOOKABLE with this sentence in the
// request's language; the listing page still renders (Bookable false) and says the same.
/** The status message of a refused estimate or booking request for an RV whose host is suspended. */
export const RV_NOT_BOOKABLE = 'RV_NOT_BOOKABLE';

/** Its sentence: locales/{en,fr}/listing.json, this key (the listing page shows it, the server answers with it). */
export const rvNotBookableKey = 'rvNotBookable';
