import { createRoute, z } from '@hono/zod-openapi';
import { invalid, json, refusals } from '../http/openapi-routes.ts';
import { isPublic } from '../identity/route-security.ts';
import type { ApiModule } from '../module.ts';
import { autocomplete, geocode } from './geocoder.ts';
import { placeById } from './gazetteer.ts';
import { toGeocodeResult, toPrediction } from './google-shape.ts';

// The spec's paths (000 section 7), answered from the bundled gazetteer. Crawlers get nothing (204),
// as the spec says they get no geocoding. A maps key the client adds ('key') is accepted and ignored.
const LatLng = z.object({ lat: z.number(), lng: z.number() });
const GeocodeResultSchema = z
  .object({
    place_id: z.string(),
    formatted_address: z.string(),
    address_components: z.array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) })),
    geometry: z.object({ location: LatLng, location_type: z.string(), viewport: z.object({ northeast: LatLng, southwest: LatLng }) }),
    types: z.array(z.string()),
    name: z.string(),
  })
  .openapi('GeocodeResult');
const Status = z.enum(['OK', 'ZERO_RESULTS', 'INVALID_REQUEST', 'NOT_FOUND']);
const GeocodeResponse = z.object({ results: z.array(GeocodeResultSchema), status: Status }).openapi('GeocodeResponse');
const PlaceDetailsResponse = z.object({ result: GeocodeResultSchema.optional(), status: Status }).openapi('PlaceDetailsResponse');
const AutocompleteResponse = z
  .object({
    predictions: z.array(
      z.object({
        description: z.string(),
        place_id: z.string(),
        structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string() }),
        types: z.array(z.string()),
      }),
    ),
    status: Status,
  })
  .openapi('AutocompleteResponse');

const noContent = { 204: { description: 'Crawler user agents get nothing' }, ...refusals({ 400: invalid }) };
const common = { tags: ['Places'], ...isPublic };

const geocodeRoute = createRoute({
  method: 'get',
  path: '/Geocoding/Geocode/Raw',
  operationId: 'geocode',
  ...common,
  summary: 'Geocode an address (Google Geocoding response shape)',
  request: { query: z.object({ Address: z.string().optional(), key: z.string().optional() }) },
  responses: { 200: json(GeocodeResponse, 'Results'), ...noContent },
});
const detailsRoute = createRoute({
  method: 'get',
  path: '/Place/Details/Raw',
  operationId: 'getPlaceDetails',
  ...common,
  summary: 'Place details by place id (Google Place Details response shape)',
  request: { query: z.object({ PlaceId: z.string().optional(), key: z.string().optional() }) },
  responses: { 200: json(PlaceDetailsResponse, 'The place'), ...noContent },
});
const autocompleteRoute = createRoute({
  method: 'get',
  path: '/api/places/autocomplete',
  operationId: 'autocompletePlaces',
  ...common,
  summary: 'Place suggestions for the location box (Google Place Autocomplete response shape)',
  request: { query: z.object({ Input: z.string().optional(), Country: z.string().optional() }) },
  responses: { 200: json(AutocompleteResponse, 'Predictions'), ...noContent },
});

export const geocodingModule: ApiModule = {
  name: 'geocoding',
  register(app) {
    app.openapi(geocodeRoute, (c) => {
      if (c.var.request.isCrawler) return c.body(null, 204);
      const address = c.req.valid('query').Address?.trim();
      if (!address) return c.json({ results: [], status: 'INVALID_REQUEST' as const }, 200);
      const results = geocode(address.slice(0, 200)).map(toGeocodeResult);
      return c.json({ results, status: results.length ? ('OK' as const) : ('ZERO_RESULTS' as const) }, 200);
    });
    app.openapi(detailsRoute, (c) => {
      if (c.var.request.isCrawler) return c.body(null, 204);
      const placeId = c.req.valid('query').PlaceId?.trim();
      if (!placeId) return c.json({ status: 'INVALID_REQUEST' as const }, 200);
      const place = placeById(placeId);
      return place ? c.json({ result: toGeocodeResult(place), status: 'OK' as const }, 200) : c.json({ status: 'NOT_FOUND' as const }, 200);
    });
    app.openapi(autocompleteRoute, (c) => {
      if (c.var.request.isCrawler) return c.body(null, 204);
      const { Input, Country } = c.req.valid('query');
      const country = Country?.toUpperCase();
      const predictions = autocomplete((Input ?? '').slice(0, 100), 20)
        .filter((p) => !country || p.country === country)
        .slice(0, 8)
        .map(toPrediction);
      return c.json({ predictions, status: predictions.length ? ('OK' as const) : ('ZERO_RESULTS' as const) }, 200);
    });
  },
};
