// The base map's style address (GET /api/map/style.json): asked for by the map, and ahead of it as its code loads.

/** The style in the reader's language: French labels for a French reader, English otherwise. */
export const mapStyleUrl = (language: string | undefined) => `/api/map/style.json?lang=${language?.startsWith('fr') ? 'fr' : 'en'}`;
