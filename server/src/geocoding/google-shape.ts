// Answers in the response shape of a mainstream geocoding API (Google's Geocoding and Places APIs), so a
// real provider can replace the gazetteer without the client noticing.
import { countryNames } from './regions.ts';
import { formattedAddress, type Place } from './gazetteer.ts';

export interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}

export interface GeocodeResult {
  place_id: string;
  formatted_address: string;
  address_components: AddressComponent[];
  geometry: {
    location: { lat: number; lng: number };
    location_type: 'APPROXIMATE';
    viewport: { northeast: { lat: number; lng: number }; southwest: { lat: number; lng: number } };
  };
  types: string[];
  name: string;
}

// Viewport half-sizes in degrees: a city is about 30 km across, a region a few hundred.
function span(place: Place): number {
  if (place.kind === 'country') return 12;
  if (place.kind === 'region') return 4;
  return place.population > 1_000_000 ? 0.35 : place.population > 100_000 ? 0.2 : 0.08;
}

export function toGeocodeResult(place: Place): GeocodeResult {
  const components: AddressComponent[] = [];
  if (place.kind === 'locality') components.push({ long_name: place.name, short_name: place.name, types: ['locality', 'political'] });
  if (place.kind !== 'country')
    components.push({ long_name: place.regionName, short_name: place.region, types: ['administrative_area_level_1', 'political'] });
  components.push({ long_name: countryNames[place.country].en, short_name: place.country, types: ['country', 'political'] });
  const d = span(place);
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    place_id: place.placeId,
    formatted_address: formattedAddress(place),
    address_components: components,
    geometry: {
      location: { lat: round(place.lat), lng: round(place.lng) },
      location_type: 'APPROXIMATE',
      viewport: {
        northeast: { lat: round(place.lat + d), lng: round(place.lng + d * 1.4) },
        southwest: { lat: round(place.lat - d), lng: round(place.lng - d * 1.4) },
      },
    },
    types:
      place.kind === 'locality'
        ? ['locality', 'political']
        : place.kind === 'region'
          ? ['administrative_area_level_1', 'political']
          : ['country', 'political'],
    name: place.name,
  };
}

export function toPrediction(place: Place) {
  const secondary =
    place.kind === 'locality' ? `${place.region}, ${place.country === 'US' ? 'USA' : 'Canada'}` : place.country === 'US' ? 'USA' : 'Canada';
  return {
    description: formattedAddress(place),
    place_id: place.placeId,
    structured_formatting: { main_text: place.name, secondary_text: secondary },
    types: place.kind === 'locality' ? ['locality', 'political', 'geocode'] : ['administrative_area_level_1', 'political', 'geocode'],
  };
}
