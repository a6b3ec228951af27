// Where seeded hosts live, and what they write about themselves (issue 38: a Chicago host for a Colorado Springs
// RV, bios in the other language). A host lives in one of the seed's cities and lists all their RVs there; the
// language they write in follows their province or state (most Quebec hosts write French, some in New Brunswick
// and Ontario, a few elsewhere), and their bio, in that language, says where they take renters.
import type { Place } from '../geocoding/gazetteer.ts';
import { scenesOf } from './photo-shots.ts';
import type { Random } from './random.ts';

const frenchShare: Record<string, number> = { QC: 0.85, NB: 0.35, ON: 0.08, MB: 0.05 };

/** The language a host in this region writes in. */
export function hostLanguage(place: Pick<Place, 'country' | 'region'>, random: Random): 'en' | 'fr' {
  const share = frenchShare[place.region] ?? (place.country === 'CA' ? 0.03 : 0.01);
  return random.chance(share) ? 'fr' : 'en';
}

/**
 * The hosts of each city: `hostCount` hosts shared among the cities in proportion to their listings (one at least),
 * in city order. Returns, for each city, the indexes of its hosts. With fewer hosts than cities (the small seed), the
 * cities with the fewest listings get none: their RVs belong to the hosts of the nearest city that has some.
 */
export function hostsByCity(listingsPerCity: readonly number[], hostCount: number): number[][] {
  const total = listingsPerCity.reduce((sum, n) => sum + n, 0);
  if (hostCount < listingsPerCity.length) {
    const biggest = new Set(
      listingsPerCity
        .map((n, i) => [n, i] as const)
        .sort((a, b) => b[0] - a[0] || a[1] - b[1])
        .slice(0, hostCount)
        .map(([, i]) => i),
    );
    let next = 0;
    return listingsPerCity.map((_, i) => (biggest.has(i) ? [next++] : []));
  }
  const shares = listingsPerCity.map((n) => Math.max(1, Math.floor((hostCount * n) / total)));
  let spare = hostCount - shares.reduce((sum, n) => sum + n, 0);
  // Left over by rounding: to the cities with the most listings per host.
  const order = listingsPerCity.map((n, i) => i).sort((a, b) => listingsPerCity[b] / shares[b] - listingsPerCity[a] / shares[a]);
  for (let k = 0; spare > 0; k = (k + 1) % order.length, spare--) shares[order[k]]++;
  while (spare < 0) {
    const i = shares.indexOf(Math.max(...shares));
    if (shares[i] <= 1) break;
    shares[i]--;
    spare++;
  }
  let next = 0;
  return shares.map((n) => Array.from({ length: n }, () => next++));
}

const outings: Record<string, [en: string, fr: string]> = {
  forest: ['the forest trails', 'les sentiers en forêt'],
  lake: ['the lakes', 'les lacs'],
  desert: ['the desert parks', 'les parcs du désert'],
  mountains: ['the mountains', 'la montagne'],
  coast: ['the coast', 'la côte'],
};

/** A host's bio in their language, naming their town and what is near it. */
export function hostBio(firstName: string, place: Pick<Place, 'name' | 'region'>, language: 'en' | 'fr', random: Random): string {
  const [en, fr] = outings[random.pick(scenesOf(place.region))];
  const years = random.int(2, 15);
  if (language === 'fr')
    return random.pick([
      `Bonjour, je m’appelle ${firstName}. J’habite à ${place.name} et je voyage en VR depuis ${years} ans. Je vous explique tout à la prise en charge et je vous donne mes adresses préférées vers ${fr}.`,
      `Je m’appelle ${firstName} et notre famille partage son VR à ${place.name}. Nous aimons ${fr} et nous répondons vite à vos questions avant et pendant le voyage.`,
      `Salut, c’est ${firstName}\u202f! Basé à ${place.name}, je garde le VR propre et bien équipé. Demandez-moi mes conseils pour ${fr}.`,
    ]);
  return random.pick([
    `Hi, I'm ${firstName}. I live in ${place.name} and have been RVing for ${years} years. I'll walk you through everything at pickup and share my favourite spots around ${en}.`,
    `I'm ${firstName}, and our family shares our RV from ${place.name}. We love ${en} and answer questions quickly, before and during your trip.`,
    `Hey, ${firstName} here! Based in ${place.name}, I keep the RV clean and stocked. Ask me for tips on ${en}.`,
  ]);
}

/** For each city without hosts, the nearest city with some (by straight-line distance); others map to themselves. */
export function hostCityOf(cities: readonly Pick<Place, 'lat' | 'lng'>[], hosted: readonly boolean[]): number[] {
  return cities.map((city, i) => {
    if (hosted[i]) return i;
    let best = -1;
    let bestDistance = Number.POSITIVE_INFINITY;
    cities.forEach((other, j) => {
      if (!hosted[j]) return;
      const d = (other.lat - city.lat) ** 2 + ((other.lng - city.lng) * Math.cos((city.lat * Math.PI) / 180)) ** 2;
      if (d < bestDistance) {
        bestDistance = d;
        best = j;
      }
    });
    return best;
  });
}
