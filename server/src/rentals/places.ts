// Campgrounds and destinations for /rv-rentals pages. Coordinates are approximate public locations.
import type { Country } from '@rove/contract';
export interface Campground {
  slug: string;
  name: string;
  park: { en: string; fr: string };
  region: string;
  country: Country;
  lat: number;
  lng: number;
}

const cg = (
  slug: string,
  name: string,
  en: string,
  fr: string,
  region: string,
  country: Country,
  lat: number,
  lng: number,
): Campground => ({
  slug,
  name,
  park: { en, fr },
  region,
  country,
  lat,
  lng,
});

export const campgrounds: readonly Campground[] = [
  cg(
    'madison-campground',
    'Madison Campground',
    'Yellowstone National Park',
    'Parc national de Yellowstone',
    'WY',
    'US',
    44.6447,
    -110.8616,
  ),
  cg(
    'upper-pines-campground',
    'Upper Pines Campground',
    'Yosemite National Park',
    'Parc national de Yosemite',
    'CA',
    'US',
    37.7367,
    -119.565,
  ),
  cg('mather-campground', 'Mather Campground', 'Grand Canyon National Park', 'Parc national du Grand Canyon', 'AZ', 'US', 36.051, -112.121),
  cg('watchman-campground', 'Watchman Campground', 'Zion National Park', 'Parc national de Zion', 'UT', 'US', 37.1985, -112.987),
  cg(
    'moraine-park-campground',
    'Moraine Park Campground',
    'Rocky Mountain National Park',
    'Parc national des Montagnes Rocheuses',
    'CO',
    'US',
    40.359,
    -105.588,
  ),
  cg('blackwoods-campground', 'Blackwoods Campground', 'Acadia National Park', 'Parc national Acadia', 'ME', 'US', 44.3107, -68.205),
  cg(
    'elkmont-campground',
    'Elkmont Campground',
    'Great Smoky Mountains National Park',
    'Parc national des Great Smoky Mountains',
    'TN',
    'US',
    35.654,
    -83.58,
  ),
  cg('apgar-campground', 'Apgar Campground', 'Glacier National Park', 'Parc national de Glacier', 'MT', 'US', 48.528, -113.984),
  cg('kalaloch-campground', 'Kalaloch Campground', 'Olympic National Park', 'Parc national Olympique', 'WA', 'US', 47.613, -124.374),
  cg(
    'chisos-basin-campground',
    'Chisos Basin Campground',
    'Big Bend National Park',
    'Parc national de Big Bend',
    'TX',
    'US',
    29.27,
    -103.3,
  ),
  cg('flamingo-campground', 'Flamingo Campground', 'Everglades National Park', 'Parc national des Everglades', 'FL', 'US', 25.142, -80.924),
  cg(
    'jumbo-rocks-campground',
    'Jumbo Rocks Campground',
    'Joshua Tree National Park',
    'Parc national de Joshua Tree',
    'CA',
    'US',
    33.992,
    -116.063,
  ),
  cg(
    'devils-garden-campground',
    'Devils Garden Campground',
    'Arches National Park',
    'Parc national des Arches',
    'UT',
    'US',
    38.782,
    -109.595,
  ),
  cg('tunnel-mountain-village', 'Tunnel Mountain Village', 'Banff National Park', 'Parc national Banff', 'AB', 'CA', 51.188, -115.548),
  cg('whistlers-campground', 'Whistlers Campground', 'Jasper National Park', 'Parc national Jasper', 'AB', 'CA', 52.856, -118.079),
  cg('mew-lake-campground', 'Mew Lake Campground', 'Algonquin Provincial Park', 'Parc provincial Algonquin', 'ON', 'CA', 45.569, -78.517),
  cg(
    'green-point-campground',
    'Green Point Campground',
    'Pacific Rim National Park Reserve',
    'Réserve de parc national Pacific Rim',
    'BC',
    'CA',
    49.05,
    -125.717,
  ),
  cg(
    'broad-cove-campground',
    'Broad Cove Campground',
    'Cape Breton Highlands National Park',
    'Parc national des Hautes-Terres-du-Cap-Breton',
    'NS',
    'CA',
    46.777,
    -60.356,
  ),
  cg(
    'camping-du-lac-monroe',
    'Camping du Lac-Monroe',
    'Mont-Tremblant National Park',
    'Parc national du Mont-Tremblant',
    'QC',
    'CA',
    46.262,
    -74.508,
  ),
  cg('chignecto-campground', 'Chignecto Campground', 'Fundy National Park', 'Parc national Fundy', 'NB', 'CA', 45.604, -65.034),
  cg(
    'waterton-townsite-campground',
    'Townsite Campground',
    'Waterton Lakes National Park',
    'Parc national des Lacs-Waterton',
    'AB',
    'CA',
    49.05,
    -113.911,
  ),
  cg('sandbanks-campground', 'Sandbanks Campground', 'Sandbanks Provincial Park', 'Parc provincial Sandbanks', 'ON', 'CA', 43.913, -77.242),
];

export interface Destination {
  /** Several path segments: country/region[/place]. */
  path: string;
  name: { en: string; fr: string };
  country: Country;
  region?: string;
  /** A point destination searches around it; a region-level one filters by region. */
  point?: { lat: number; lng: number };
}

const dest = (path: string, en: string, fr: string, country: Country, region?: string, lat?: number, lng?: number): Destination => ({
  path,
  name: { en, fr },
  country,
  region,
  point: lat !== undefined && lng !== undefined ? { lat, lng } : undefined,
});

export const destinations: readonly Destination[] = [
  dest('united-states', 'United States', 'États-Unis', 'US'),
  dest('canada', 'Canada', 'Canada', 'CA'),
  dest('united-states/california', 'California', 'Californie', 'US', 'CA'),
  dest('united-states/colorado', 'Colorado', 'Colorado', 'US', 'CO'),
  dest('united-states/florida', 'Florida', 'Floride', 'US', 'FL'),
  dest('united-states/texas', 'Texas', 'Texas', 'US', 'TX'),
  dest('united-states/utah', 'Utah', 'Utah', 'US', 'UT'),
  dest('united-states/arizona', 'Arizona', 'Arizona', 'US', 'AZ'),
  dest('canada/alberta', 'Alberta', 'Alberta', 'CA', 'AB'),
  dest('canada/british-columbia', 'British Columbia', 'Colombie-Britannique', 'CA', 'BC'),
  dest('canada/ontario', 'Ontario', 'Ontario', 'CA', 'ON'),
  dest('canada/quebec', 'Quebec', 'Québec', 'CA', 'QC'),
  dest('canada/nova-scotia', 'Nova Scotia', 'Nouvelle-Écosse', 'CA', 'NS'),
  dest(
    'united-states/wyoming/yellowstone-national-park',
    'Yellowstone National Park',
    'Parc national de Yellowstone',
    'US',
    'WY',
    44.428,
    -110.5885,
  ),
  dest(
    'united-states/california/yosemite-national-park',
    'Yosemite National Park',
    'Parc national de Yosemite',
    'US',
    'CA',
    37.8651,
    -119.5383,
  ),
  dest(
    'united-states/arizona/grand-canyon-national-park',
    'Grand Canyon National Park',
    'Parc national du Grand Canyon',
    'US',
    'AZ',
    36.1069,
    -112.1129,
  ),
  dest('united-states/utah/zion-national-park', 'Zion National Park', 'Parc national de Zion', 'US', 'UT', 37.2982, -113.0263),
  dest(
    'united-states/colorado/rocky-mountain-national-park',
    'Rocky Mountain National Park',
    'Parc national des Montagnes Rocheuses',
    'US',
    'CO',
    40.3428,
    -105.6836,
  ),
  dest(
    'united-states/tennessee/great-smoky-mountains-national-park',
    'Great Smoky Mountains',
    'Great Smoky Mountains',
    'US',
    'TN',
    35.6118,
    -83.4895,
  ),
  dest('united-states/california/los-angeles', 'Los Angeles', 'Los Angeles', 'US', 'CA', 34.0522, -118.2437),
  dest('united-states/colorado/denver', 'Denver', 'Denver', 'US', 'CO', 39.7392, -104.9903),
  dest('united-states/nevada/las-vegas', 'Las Vegas', 'Las Vegas', 'US', 'NV', 36.1699, -115.1398),
  dest('united-states/washington/seattle', 'Seattle', 'Seattle', 'US', 'WA', 47.6062, -122.3321),
  dest('united-states/florida/orlando', 'Orlando', 'Orlando', 'US', 'FL', 28.5383, -81.3792),
  dest('canada/alberta/banff-national-park', 'Banff National Park', 'Parc national Banff', 'CA', 'AB', 51.4968, -115.9281),
  dest('canada/alberta/jasper-national-park', 'Jasper National Park', 'Parc national Jasper', 'CA', 'AB', 52.8734, -117.9543),
  dest('canada/alberta/calgary', 'Calgary', 'Calgary', 'CA', 'AB', 51.0447, -114.0719),
  dest('canada/british-columbia/vancouver', 'Vancouver', 'Vancouver', 'CA', 'BC', 49.2827, -123.1207),
  dest('canada/british-columbia/vancouver-island', 'Vancouver Island', 'Île de Vancouver', 'CA', 'BC', 49.65, -125.45),
  dest('canada/ontario/toronto', 'Toronto', 'Toronto', 'CA', 'ON', 43.6532, -79.3832),
  dest('canada/ontario/algonquin-provincial-park', 'Algonquin Provincial Park', 'Parc provincial Algonquin', 'CA', 'ON', 45.8372, -78.3791),
  dest('canada/quebec/montreal', 'Montreal', 'Montréal', 'CA', 'QC', 45.5017, -73.5673),
  dest('canada/quebec/quebec-city', 'Quebec City', 'Ville de Québec', 'CA', 'QC', 46.8139, -71.208),
  dest('canada/quebec/gaspe-peninsula', 'Gaspé Peninsula', 'Gaspésie', 'CA', 'QC', 48.8316, -64.4869),
  dest('canada/nova-scotia/cabot-trail', 'Cabot Trail', 'Piste Cabot', 'CA', 'NS', 46.65, -60.7),
];
