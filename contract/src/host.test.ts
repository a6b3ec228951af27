import { describe, expect, it } from 'vitest';
import { CalendarPriceInputSchema, calendarRangeProblem, DriverInputSchema, IcalFeedInputSchema } from './host.ts';
import { ageOn, driverAgeStatus, driverProblems, hostWords, minimumDriverAgeOf } from './host-vocabulary.ts';

describe('Two age constants, 21 and 25 years: 21 is the minimum driver age, under 25 is a young driver', () => {
  it.each([
    ['turns 21 today', '2005-05-01', 'young'],
    ['one day short of 21', '2005-05-02', 'tooYoung'],
    ['23 years old', '2003-01-15', 'young'],
    ['turns 25 today', '2001-05-01', 'adult'],
    ['one day short of 25', '2001-05-02', 'young'],
    ['60 years old', '1966-02-10', 'adult'],
  ])('%s', (_case, dateOfBirth, status) => {
    expect(driverAgeStatus(dateOfBirth, '2026-05-01')).toBe(status);
  });

  it('counts a 29 February birthday on 1 March', () => {
    expect(ageOn('2004-02-29', '2025-02-28')).toBe(20);
    expect(ageOn('2004-02-29', '2025-03-01')).toBe(21);
  });

  it('refuses a driver under 21, a birth date in the future and an expired licence', () => {
    expect(driverProblems({ DateOfBirth: '2006-01-01', LicenceExpiry: '2030-01-01' }, '2026-05-01')).toEqual({
      DateOfBirth: ['DateOfBirth.tooYoung'],
    });
    expect(driverProblems({ DateOfBirth: '2027-01-01', LicenceExpiry: '2030-01-01' }, '2026-05-01')).toEqual({
      DateOfBirth: ['DateOfBirth.implausible'],
    });
    expect(driverProblems({ DateOfBirth: '1990-01-01', LicenceExpiry: '2026-04-30' }, '2026-05-01')).toEqual({
      LicenceExpiry: ['LicenceExpiry.expired'],
    });
    expect(hostWords.values('DateOfBirth.tooYoung', 'fr')).toMatchObject({ minimumDriverAge: 21 });
  });

  it('checks the licence region against the licence country', () => {
    const base = { FirstName: 'Ana', LastName: 'Lee', DateOfBirth: '1990-01-01', LicenceNumber: 'a123-456', LicenceExpiry: '2030-01-01' };
    expect(DriverInputSchema.safeParse({ ...base, LicenceCountry: 'CA', LicenceRegion: 'qc' }).data?.LicenceNumber).toBe('A123-456');
    expect(DriverInputSchema.safeParse({ ...base, LicenceCountry: 'CA', LicenceRegion: 'TX' }).error?.issues[0].message).toBe(
      'LicenceRegion.option',
    );
  });
});

describe('calendar ranges', () => {
  it.each([
    ['a future range', { StartDate: '2026-06-01', EndDate: '2026-06-07' }, null],
    ['one night', { StartDate: '2026-05-01', EndDate: '2026-05-01' }, null],
    ['a past night', { StartDate: '2026-04-30', EndDate: '2026-05-02' }, 'Range.past'],
    ['reversed', { StartDate: '2026-06-07', EndDate: '2026-06-01' }, 'Range.order'],
    ['367 nights', { StartDate: '2026-06-01', EndDate: '2027-06-02' }, 'Range.tooLong'],
    ['beyond the horizon', { StartDate: '2028-05-01', EndDate: '2028-05-05' }, 'Range.tooFar'],
  ])('%s', (_case, range, problem) => {
    expect(calendarRangeProblem(range, '2026-05-01')).toBe(problem);
  });

  it.each([
    [0, false],
    [9.99, false],
    [10, true],
    [5000, true],
    [1_000_000, false],
    [null, true],
  ])('a nightly price of %s is %s', (price, ok) => {
    expect(CalendarPriceInputSchema.safeParse({ StartDate: '2026-06-01', EndDate: '2026-06-02', NightlyPrice: price }).success).toBe(ok);
  });

  it.each([
    ['https://calendar.example.com/feed.ics', true],
    ['webcal://calendar.example.com/feed.ics', true],
    ['http://127.0.0.1:8080/x.ics', true],
    ['ftp://example.com/feed.ics', false],
    ['calendar.example.com', false],
    ['https://user@evil.example/', false],
  ])('feed address %s accepted: %s', (Url, ok) => {
    expect(IcalFeedInputSchema.safeParse({ Name: 'Other', Url }).success).toBe(ok);
  });
});

describe('the youngest driver a protection plan covers', () => {
  it.each([
    [null, 25],
    ['Basic', 25],
    ['Standard', 25],
    ['Premium', 21],
    ['Stationary', 21],
    ['StationaryPlus', 21],
  ] as const)('%s -> %s (25 on the first day, 21 with Premium or a stationary plan)', (level, age) => {
    expect(minimumDriverAgeOf(level)).toBe(age);
  });
});
