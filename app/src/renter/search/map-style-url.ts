// The base map's style address (GET /api/map/style.json): asked for by the map, and ahead of it by a search page that
// shows the map beside its list (search-map-panel.tsx).

/** The style in the reader's language: French labels for a French reader, English otherwise. */
export const mapStyleUrl = (language: string | undefined) => `/api/map/style.json?lang=${language?.startsWith('fr') ? 'fr' : 'en'}`;
