import { describe, expect, it } from 'vitest';
import { parseSearchRequest, readFlag, readNumber } from '../src/listings/search-request.ts';

const parse = (q: Record<string, string | string[]>) => parseSearchRequest(q, 2026);

describe('parseSearchRequest (spec 000 section 5)', () => {
  it.each([
    ['Recommended', 'Recommended'],
    ['PriceASC', 'PriceASC'],
    ['PriceDESC', 'PriceDESC'],
    ['DistanceASC', 'DistanceASC'],
    ['priceasc', 'Recommended'],
    ['Cheapest', 'Recommended'],
    ['', 'Recommended'],
  ])('sort order %j is read as %s (anything else is ignored)', (value, expected) => {
    expect(parse({ SortOrder: value }).sort).toBe(expected);
  });

  it.each([
    ['abc', undefined],
    ['', undefined],
    ['12x', undefined],
    ['NaN', undefined],
    ['Infinity', undefined],
    ['150', 150],
    [' 99.5 ', 99.5],
  ])('a numeric parameter %j reads as %s (missing or non-numeric is unset)', (value, expected) => {
    expect(readNumber(value)).toBe(expected);
    expect(parse({ MinPrice: value }).price.min).toBe(expected);
  });

  it('counts map bounds only when all four corners are present', () => {
    expect(parse({ NeLat: '50', NeLng: '-100', SwLat: '40' }).bounds).toBeUndefined();
    expect(parse({ NeLat: '50', NeLng: '-100', SwLat: '40', SwLng: 'west' }).bounds).toBeUndefined();
    expect(parse({ NeLat: '50', NeLng: '-100', SwLat: '40', SwLng: '-110' }).bounds).toEqual({
      north: 50,
      south: 40,
      east: -100,
      west: -110,
    });
  });

  it('applies a date range only when both start and end exist (and end is after start)', () => {
    expect(parse({ StartDate: '2026-07-01' }).dates).toBeUndefined();
    expect(parse({ EndDate: '2026-07-05' }).dates).toBeUndefined();
    expect(parse({ StartDate: '2026-07-05', EndDate: '2026-07-01' }).dates).toBeUndefined();
    expect(parse({ StartDate: '2026-02-30', EndDate: '2026-03-02' }).dates).toBeUndefined();
    expect(parse({ StartDate: '07/01/2026', EndDate: '2026-07-05' }).dates).toBeUndefined();
    // Years the database cannot hold (year 0000 answered 500, issue 36) or that no trip has are unset too.
    expect(parse({ StartDate: '0000-01-01', EndDate: '2026-07-05' }).dates).toBeUndefined();
    expect(parse({ StartDate: '0999-12-30', EndDate: '0999-12-31' }).dates).toBeUndefined();
    expect(parse({ StartDate: '9999-12-30', EndDate: '9999-12-31' }).dates).toBeUndefined();
    expect(parse({ StartDate: '2026-07-01', EndDate: '2026-07-05' }).dates).toEqual({ start: '2026-07-01', end: '2026-07-05', nights: 4 });
  });

  it('treats a flag as set when present, even with no value', () => {
    expect(readFlag('')).toBe(true);
    expect(readFlag('true')).toBe(true);
    expect(readFlag('1')).toBe(true);
    expect(readFlag('false')).toBe(false);
    expect(readFlag(undefined)).toBe(false);
    expect(parse({ IsSuperHost: '' }).superhost).toBe(true);
    expect(parse({ Instabook: 'true', Delivery: '', FestivalFriendly: '1', ExperienceNotRequired: '' })).toMatchObject({
      instantBook: true,
      delivery: true,
      festivalFriendly: true,
      experienceNotRequired: true,
    });
  });

  it('reads pet-friendly from the amenity Petfriendly, and keeps only known amenities', () => {
    const c = parse({ Amenities: 'Petfriendly,Toilet, microwave ,Jacuzzi' });
    expect(c.petFriendly).toBe(true);
    expect(c.amenities.sort()).toEqual(['Microwave', 'Toilet']);
    expect(parse({ AirportPickup: '' }).amenities).toEqual(['AirportPickup']);
  });

  it('reads one boolean per RV type, the travel trailer under SubTravelTrailer', () => {
    expect(parse({ ClassA: '', SubTravelTrailer: '', TravelTrailer: '' }).types).toEqual(['ClassA', 'TravelTrailer']);
  });

  it('treats a range equal to its full default range as no filter (price 0-500, weight 0-20000, length 0-50, year now-20 to now+1)', () => {
    const c = parse({
      MinPrice: '0',
      MaxPrice: '500',
      MinWeight: '0',
      MaxWeight: '20000',
      MinLength: '0',
      MaxLength: '50',
      MinYear: '2006',
      MaxYear: '2027',
    });
    expect([c.price, c.weight, c.length, c.year]).toEqual([{}, {}, {}, {}].map(() => ({ min: undefined, max: undefined })));
    expect(parse({ MinPrice: '50', MaxPrice: '200' }).price).toEqual({ min: 50, max: 200 });
    expect(parse({ MinRvYear: '2015' }).year.min).toBe(2015);
  });

  it('reads brands from a list or a comma string, and the rest with sane defaults', () => {
    expect(parse({ RVBrand: ['Jayco', 'Thor,Winnebago'] }).brands).toEqual(['Jayco', 'Thor', 'Winnebago']);
    expect(parse({ Country: 'ca', Region: 'qc', Guest: '3' })).toMatchObject({ country: 'CA', region: 'QC', guests: 3 });
    expect(parse({ Country: 'FR', Guest: '-2' })).toMatchObject({ country: undefined, guests: undefined });
    expect(parse({ Page: '0', PageSize: '1000' })).toMatchObject({ page: 1, pageSize: 100 });
    expect(parse({ SearchLat: '91', SearchLng: '10' }).point).toBeUndefined();
  });
});
