import { describe, expect, it } from 'vitest';
import {
  bookingEstimate,
  defaultEstimateParams,
  estimateQuery,
  parseAddOns,
  parseEstimateParams,
  rvUsagesFor,
  serializeEstimateParams,
} from './estimate-params.ts';

const parse = (query: string) => parseEstimateParams(new URLSearchParams(query));

describe('parseEstimateParams (spec 001 section 3)', () => {
  it('defaults: adults 1, children 0, pets false, roadsideAssistance true', () => {
    expect(parse('')).toEqual(defaultEstimateParams);
    expect(parse('').adults).toBe(1);
    expect(parse('').children).toBe(0);
    expect(parse('').pets).toBe(false);
    expect(parse('').roadsideAssistance).toBe(true);
  });

  it("honours the search's StartDate, EndDate, Adults and Children from a link (spec 000 section 5), the estimate's own names first", () => {
    const outside = parse('StartDate=2027-07-01&EndDate=2027-07-05&Adults=3&Children=2');
    expect([outside.dateStart, outside.dateEnd, outside.adults, outside.children]).toEqual(['2027-07-01', '2027-07-05', 3, 2]);
    const both = parse('dateStart=2027-08-01&dateEnd=2027-08-03&StartDate=2027-07-01&EndDate=2027-07-05&adults=2&Adults=4');
    expect([both.dateStart, both.dateEnd, both.adults]).toEqual(['2027-08-01', '2027-08-03', 2]);
    // Written back with the estimate's names only.
    expect(serializeEstimateParams(outside).toString()).toBe('dateStart=2027-07-01&dateEnd=2027-07-05&adults=3&children=2');
    expect(parse('StartDate=2027-07-05&EndDate=2027-07-01').dateStart).toBeNull();
  });

  it.each([
    ['dateStart=2027-07-01&dateEnd=2027-07-05', '2027-07-01', '2027-07-05'],
    ['dateStart=2027-07-05&dateEnd=2027-07-01', null, null],
    ['dateStart=2027-07-01&dateEnd=2027-07-01', null, null],
    ['dateStart=2027-02-30&dateEnd=2027-03-05', null, null],
    ['dateStart=2027-07-01', null, null],
    ['dateStart=07/01/2027&dateEnd=2027-07-05', null, null],
  ])('%s -> %s..%s', (query, start, end) => {
    expect(parse(query).dateStart).toBe(start);
    expect(parse(query).dateEnd).toBe(end);
  });

  it.each([
    ['adults=3', 'adults', 3],
    ['adults=0', 'adults', 1],
    ['adults=abc', 'adults', 1],
    ['adults=-2', 'adults', 1],
    ['adults=51', 'adults', 1],
    ['children=2', 'children', 2],
    ['children=x', 'children', 0],
    ['pets=true', 'pets', true],
    ['pets', 'pets', true],
    ['pets=false', 'pets', false],
    ['pets=maybe', 'pets', false],
    ['roadsideAssistance=false', 'roadsideAssistance', false],
    ['roadsideAssistance=0', 'roadsideAssistance', false],
    ['roadsideAssistance=nope', 'roadsideAssistance', true],
    ['protectionLevel=Premium', 'protectionLevel', 'Premium'],
    ['protectionLevel=premium', 'protectionLevel', null],
    ['rvUsage=StationaryAfterDelivery', 'rvUsage', 'StationaryAfterDelivery'],
    ['rvUsage=Teleport', 'rvUsage', null],
    ['destination=%20Banff%20', 'destination', 'Banff'],
    ['deliveryDistance=12.5', 'deliveryDistance', 12.5],
    ['deliveryDistance=-3', 'deliveryDistance', null],
    ['promoCode=SUMMER', 'promoCode', 'SUMMER'],
  ] as const)('%s -> %s %s', (query, key, value) => {
    expect(parse(query)[key]).toEqual(value);
  });

  it.each([
    [
      '12,13:2',
      [
        { id: 12, quantity: 1 },
        { id: 13, quantity: 2 },
      ],
    ],
    [
      '12,,x,13:0,14:21,15:3',
      [
        { id: 12, quantity: 1 },
        { id: 15, quantity: 3 },
      ],
    ],
    ['12,12:2', [{ id: 12, quantity: 2 }]],
    ['', []],
  ])('add-ons %s', (value, expected) => {
    expect(parseAddOns(value)).toEqual(expected);
  });
});

describe('serializeEstimateParams', () => {
  it('writes nothing for the defaults', () => {
    expect(serializeEstimateParams(defaultEstimateParams).toString()).toBe('');
  });

  it('writes only what differs, and parse reads it back', () => {
    const params = {
      ...defaultEstimateParams,
      dateStart: '2027-07-01',
      dateEnd: '2027-07-05',
      protectionLevel: 'Premium' as const,
      roadsideAssistance: false,
      adults: 2,
      children: 1,
      pets: true,
      rvUsage: 'Delivery' as const,
      addons: [
        { id: 12, quantity: 1 },
        { id: 13, quantity: 2 },
      ],
      destination: 'Banff',
      deliveryDistance: 20,
    };
    const query = serializeEstimateParams(params).toString();
    expect(query).toBe(
      'dateStart=2027-07-01&dateEnd=2027-07-05&protectionLevel=Premium&roadsideAssistance=false&adults=2&children=1&pets=true&rvUsage=Delivery&addons=12%2C13%3A2&destination=Banff&deliveryDistance=20',
    );
    expect(parse(query)).toEqual(params);
  });
});

describe('estimateQuery and bookingEstimate', () => {
  it('has no call without both dates', () => {
    expect(estimateQuery(defaultEstimateParams)).toBeNull();
    expect(() => bookingEstimate(defaultEstimateParams)).toThrow('A booking needs both dates.');
  });

  it('sends the guests and roadside explicitly', () => {
    const params = { ...defaultEstimateParams, dateStart: '2027-07-01', dateEnd: '2027-07-05', addons: [{ id: 13, quantity: 2 }] };
    expect(estimateQuery(params)).toEqual({
      dateStart: '2027-07-01',
      dateEnd: '2027-07-05',
      adults: '1',
      children: '0',
      pets: 'false',
      roadsideAssistance: 'true',
      addons: '13:2',
    });
    expect(bookingEstimate(params)).toEqual({
      dateStart: '2027-07-01',
      dateEnd: '2027-07-05',
      roadsideAssistance: true,
      adults: 1,
      children: 0,
      pets: false,
      addons: [{ Id: 13, Quantity: 2 }],
    });
  });
});

describe('rvUsagesFor: the usages a listing offers', () => {
  it('only pickup without delivery', () => {
    expect(rvUsagesFor({ Available: false, DeliveryOnly: false })).toEqual(['Pickup']);
  });
  it('a delivery-only RV: delivered for a road trip or to stay parked', () => {
    expect(rvUsagesFor({ Available: true, DeliveryOnly: true })).toEqual(['Delivery', 'StationaryAfterDelivery']);
  });
  it('otherwise all three', () => {
    expect(rvUsagesFor({ Available: true, DeliveryOnly: false })).toEqual(['Pickup', 'Delivery', 'StationaryAfterDelivery']);
  });
});
