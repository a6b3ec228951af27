// The rental agreement's text is signed and hashed (agreementHash, kept with the signature): the text of a version
// never changes. These are the hashes of version 2026-1's text as it was signed, taken before its sentences moved to
// locales/*/server.json (issue 39), over a table of cases in both languages: one case for each value of each fact the
// text depends on, and a digest of every combination. A change to a sentence of the agreement is a new version.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@rove/contract';
import { type AgreementFacts, agreementHash, agreementVersion, rentalAgreement } from '../../src/booking/agreement.ts';
import { quoteTrip, type TripQuote } from '../../src/pricing/quote-trip.ts';
import { testListing, testTrip } from '../../src/pricing/test-listing.ts';

interface Case {
  policy: AgreementFacts['policy'];
  pets: boolean;
  smokingAllowed: boolean;
  deposit: boolean;
  roadside: boolean;
  limitedDistance: boolean;
  limitedGenerator: boolean;
  market: 'CA' | 'US';
  guests: number;
  nights: number;
  level: 'Basic' | 'Premium';
}

const base: Case = {
  policy: 'Moderate',
  pets: false,
  smokingAllowed: false,
  deposit: false,
  roadside: false,
  limitedDistance: false,
  limitedGenerator: false,
  market: 'CA',
  guests: 1,
  nights: 1,
  level: 'Basic',
};

const quotes = new Map<string, TripQuote>();

function quoteFor(c: Case): TripQuote {
  const key = JSON.stringify([c.deposit, c.roadside, c.limitedDistance, c.limitedGenerator, c.market, c.nights, c.level]);
  let quote = quotes.get(key);
  if (!quote) {
    const result = quoteTrip(
      testListing({
        country: c.market,
        region: c.market === 'CA' ? 'AB' : 'OR',
        securityDeposit: c.deposit ? 75_000 : 0,
        freeDistancePerDay: c.limitedDistance ? 200 : null,
        chargePerDistanceOver: c.limitedDistance ? 45 : 0,
        freeGeneratorHoursPerDay: c.limitedGenerator ? 3 : null,
        chargePerGeneratorHourOver: c.limitedGenerator ? 350 : 0,
      }),
      testTrip({ endDate: c.nights === 1 ? '2026-06-06' : '2026-06-08', protectionLevel: c.level, roadsideAssistance: c.roadside }),
    );
    if (!result.ok) throw new Error(`no quote for ${key}: ${result.error.code}`);
    quote = result.quote;
    quotes.set(key, quote);
  }
  return quote;
}

function facts(language: Locale, c: Case, names: Partial<AgreementFacts> = {}): AgreementFacts {
  return {
    language,
    hostName: 'Hosta Owner',
    renterName: 'Rita Renter',
    rvName: 'Test',
    rvLocation: 'Calgary, AB',
    quote: quoteFor(c),
    guests: c.guests,
    pets: c.pets,
    pickupTime: '15:00',
    dropoffTime: '11:00',
    policy: c.policy,
    smokingAllowed: c.smokingAllowed,
    petsAllowed: c.pets,
    ...names,
  };
}

const hash = (language: Locale, c: Case, names?: Partial<AgreementFacts>) => agreementHash(rentalAgreement(facts(language, c, names)));

/** One case for each value of each fact, besides the base case's. */
const variants: Record<string, Partial<Case>> = {
  base: {},
  flexible: { policy: 'Flexible' },
  strict: { policy: 'Strict' },
  pets: { pets: true },
  smoking: { smokingAllowed: true },
  deposit: { deposit: true },
  roadside: { roadside: true },
  'limited distance': { limitedDistance: true },
  'limited generator': { limitedGenerator: true },
  'US (USD, mi)': { market: 'US', limitedDistance: true },
  'several guests': { guests: 4 },
  'several nights': { nights: 3, limitedDistance: true, limitedGenerator: true },
  premium: { level: 'Premium', roadside: true },
};

/** Names as people type them: quotes, guillemets, an article, and what looks like a placeholder or a replacement. */
const oddNames: Partial<AgreementFacts> = {
  hostName: 'Le Huard {{renter}} $& $1',
  renterName: 'Élodie « O’Neil »',
  rvName: 'Le "Huard" voyageur: 8 m; 2 lits? {{rvName}}',
  rvLocation: 'Trois-Rivières, QC',
  pickupTime: '9:30',
  dropoffTime: '{{dropoff}}',
};

/** Every combination of the facts, policies and markets (768 cases a language), hashed together. */
function everyCombination(language: Locale): string {
  const all = createHash('sha256');
  for (const policy of ['Flexible', 'Moderate', 'Strict'] as const)
    for (const market of ['CA', 'US'] as const)
      for (let bits = 0; bits < 128; bits++) {
        const c: Case = {
          ...base,
          policy,
          market,
          pets: (bits & 1) > 0,
          smokingAllowed: (bits & 2) > 0,
          deposit: (bits & 4) > 0,
          roadside: (bits & 8) > 0,
          limitedDistance: (bits & 16) > 0,
          limitedGenerator: (bits & 32) > 0,
          guests: (bits & 64) > 0 ? 3 : 1,
        };
        all.update(hash(language, c));
        all.update(hash(language, { ...c, nights: 3 }));
      }
  return all.digest('hex');
}

const signed: Record<Locale, Record<string, string>> = {
  en: {
    base: '18564e09ad73f7814276e48091f53a7d1725f94a0e3d53ac98a3f20cb9a32ada',
    flexible: '4b3618b80d42954dc2508624d6aea39d6e1d4f8db596950e8ea4743e1c6caa7d',
    strict: '0db1fe806215d7ed1b706f05ed5277b0958b4ea3bb9ab9aa338c3ac7f4c2e891',
    pets: '2e0519c54a89e4459cde63dc2d007d8db5207d893db429c6097f07a6048ab4c8',
    smoking: 'dae43f35abc87225f9fcda3cca796ce9897cbdce0cf673b3f3b3743d2050a478',
    deposit: '48104c4c6716e40ed1104269bd45151dc8f7fce854a13cdc2d497f70ef3accc7',
    roadside: '73de891087291e872a11c8ea2e930626c1fc3dedbe8f872ca11b8b6d3a0443b9',
    'limited distance': 'f039f497408a7fd0294deb49b55bb84d3f2b20be98747c80ab07ef3ab80eb883',
    'limited generator': '1c3ee00a7df538be77e2d7314a5cd1da270d801e8e53c39b6ebea495ed6d21d3',
    'US (USD, mi)': '76a22aaad858bded11c4a9ad446b9e7ea27ff622bed91fbee0f4b732e327b0a8',
    'several guests': '26b7324a1a5a8ccfdffab7d38ff5abd5c6a7ba36555ce7ab7e87eb02860921bf',
    'several nights': '3011e4b6b99dce4681492959a470271a076c140c2edeaa315563a43bcf23df2d',
    premium: '093141c982495b9d0b1a9c08cc2bba6f9f5355605a76dc3667db084a54d64af4',
  },
  fr: {
    base: '500787d9f788f1f49ae4085bfe33eebaa843174dd15c4c12c5a3166b2b84a096',
    flexible: 'f7a1af75c8764d3e4455e5ceee03deb5b803834513a9efcb3acbd0e6b3a08743',
    strict: 'd4ae9ed560d6e7cee6df7616035e4425aab050d4dace7fabb69b74d66f6ff60d',
    pets: '869a2712322dbd697d9473ef6dfc4f49ec0172010d350d51cf95ce652cba5549',
    smoking: '651aceff2eae477ee69cd15c31e66c62255e93ad35b9229f58a5e75f1449860a',
    deposit: 'f0dc3d2e7b1b5935599bd5ed3b97fec48d2df8016dacad6e6a09a989834b56e2',
    roadside: 'f7b8f97bdae7baa630d86cd480734363dc31b64185eea7fefcf983965008db73',
    'limited distance': '3ac8bc8bf932377eb2bc37a1fb350ad97b20d72ebe52a4acd23d9427334af73b',
    'limited generator': 'dc4e41412b61a08f858fa74b2ce5d595db34f9d4e16cf3da9d537d6551879394',
    'US (USD, mi)': '9b89db07cb62ac85c5d87ba52b81f724884f452ae3ebff5ad6e27dd45ae2befc',
    'several guests': 'f5c1e527a68e95ef1f9b145aa0c330b0303a88e50a80b29f7f52fdd4ecc5ab05',
    'several nights': 'e4ca09c99689376f9f320c54ac9135146751955e654b0090e38eb76870c8f3c1',
    premium: 'bea65d7a79b0079b5a2398ff57205197af77efbd1b04c73af8c5695541615c85',
  },
};

const signedOddNames: Record<Locale, string> = {
  en: 'a0d2d9d6a264286cb11d7af3a3704692a2f1ac3460f2a2c077154e69e05213de',
  fr: '472b50582c4bc5657b46cfc54cdbdd68c9c32eaefe08e2589e8ac0a1b2bbd216',
};

/** A quote stored with an allowance that does not divide by the days (free per day written as a decimal). */
const signedUnevenAllowance: Record<Locale, string> = {
  en: '3ce13ada7d0f2ca0ad27bd579565b75c5314e1e2c30588919449755f3b71cee9',
  fr: '784cfd420b81a5075b5d2d86e65690b6245c870577bcbfa40fbbdc085c31ffa3',
};

const signedEveryCombination: Record<Locale, string> = {
  en: '7dc61be74f2c42cd7289719273094862715316e3d2f09da6a976b4b79a8746d6',
  fr: '51a854536bbad01f8550bcfa5fb5621f85d8bd04b23f2599abe716ec517bd3b9',
};

describe(`the rental agreement ${agreementVersion} keeps every byte it was signed with`, () => {
  it('is version 2026-1 (a new version gets hashes of its own)', () => {
    expect(agreementVersion).toBe('2026-1');
  });

  it.each(['en', 'fr'] as const)('%s: each fact, one case each', (language) => {
    const hashes = Object.fromEntries(Object.entries(variants).map(([name, v]) => [name, hash(language, { ...base, ...v })]));
    expect(hashes).toEqual(signed[language]);
  });

  it.each(['en', 'fr'] as const)('%s: names with quotes, guillemets and placeholders are written as typed', (language) => {
    expect(hash(language, { ...base, limitedDistance: true }, oddNames)).toBe(signedOddNames[language]);
  });

  it.each(['en', 'fr'] as const)('%s: an allowance that does not divide by the days', (language) => {
    const quote = quoteFor({ ...base, nights: 3, limitedDistance: true, limitedGenerator: true });
    const uneven = { ...quote, allowances: { ...quote.allowances, freeDistance: 250, freeGeneratorHours: 10 } };
    expect(agreementHash(rentalAgreement({ ...facts(language, base), quote: uneven }))).toBe(signedUnevenAllowance[language]);
  });

  it.each(['en', 'fr'] as const)('%s: every combination', (language) => {
    expect(everyCombination(language)).toBe(signedEveryCombination[language]);
  });

  it('writes 2026-1 as signed: one night counted as "nights", "guest(s)" and "day(s)", plain spaces in French', () => {
    const [en, fr] = (['en', 'fr'] as const).map((language) => rentalAgreement(facts(language, { ...base, policy: 'Strict' })));
    expect(en.Clauses[1].Body).toContain('(1 nights)');
    expect(en.Clauses[2]).toEqual({
      Heading: '3. Guests and pets',
      Body: 'At most 1 guest(s). No pets unless the host agrees in writing. No smoking on board.',
    });
    expect(fr.Clauses[3].Body).toBe('Distance : illimité(e)s. Génératrice : illimité(e)s.');
    expect(fr.Clauses[8].Body).toMatch(
      /^Politique stricte : 100 % du voyage remboursé en cas d’annulation au moins 30 jour\(s\) avant le départ; 50 % /,
    );
  });

  it('the cases are different texts (each fact shows in the text)', () => {
    for (const language of ['en', 'fr'] as const) {
      const hashes = Object.values(variants).map((v) => hash(language, { ...base, ...v }));
      expect(new Set(hashes).size).toBe(hashes.length);
    }
  });
});
