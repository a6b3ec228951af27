import type { Meta } from '@storybook/react-vite';
import { EarningsEstimateSchema, type HostRv, HostRvListSchema, HostRvSchema, rvWizardSteps, seasonOf } from '@rove/contract';
import WizardPage from '../../../app/src/owner/wizard/wizard-page.tsx';
import type { RouteName } from '../../../app/src/routes/table.ts';
import { toLocationSuggestions } from '../../../app/src/api/place-suggestions.ts';
import { answer, typedAnswer } from '../harness/answers.ts';
import { photo } from '../harness/photos.ts';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';

export default {
  title: 'Screens/Owner/Listing wizard',
  component: WizardPage,
  tags: ['!autodocs', 'visual'],
  ...screenMeta,
} satisfies Meta;

const draftId = 93;
/** The steps that apply to a drivable RV picked up at home (no hitch, no campsite features). */
const steps = rvWizardSteps.filter((step) => !step.startsWith('hitch') && step !== 'park-amenities');

const outside = photo('#7fb3d5', '#4a7c59', '#f4f1ea');
const kitchen = photo('#f5cba7', '#6e8b3d', '#d35400');
const bunks = photo('#aed6f1', '#1e8449', '#5d6d7e');

/** Jordan's draft: a 2019 class C in Kelowna, every step answered up to the host's acknowledgements. */
const draft = answer(HostRvSchema, {
  Id: draftId,
  Status: 'draft',
  Alias: null,
  Name: 'Okanagan Class C with bunks',
  DisplayName: 'Okanagan Class C with bunks',
  Type: 'ClassC',
  Drivable: true,
  Year: 2019,
  Brand: 'Thor',
  Model: 'Four Winds 28Z',
  Fuel: 'Gasoline',
  Length: 30,
  Weight: 5400,
  HitchSize: null,
  HitchWeight: null,
  Sleeps: 6,
  Seatbelts: 6,
  Beds: [
    { Type: 'BedQueen', Count: 1 },
    { Type: 'BedBunkTwin', Count: 2 },
    { Type: 'BedDinette', Count: 1 },
  ],
  Slideouts: 1,
  Amenities: [],
  ParkAmenities: [],
  Description: { en: 'A family class C with bunks, ready for the lakes of the Okanagan.', fr: '' },
  Location: {
    Street: '1450 Harvey Ave',
    PostalCode: 'V1Y 6E7',
    City: 'Kelowna',
    Region: 'BC',
    RegionName: 'British Columbia',
    Country: 'CA',
    Lat: 49.8801,
    Lng: -119.4436,
  },
  Currency: 'CAD',
  DistanceUnit: 'km',
  RentalType: 'PickupOnly',
  NightlyPrice: 189,
  CleaningFee: 120,
  SecurityDeposit: 1000,
  WeeklyDiscountPercent: 10,
  MonthlyDiscountPercent: 0,
  MidweekDiscountPercent: 0,
  MileageIncludedPerDay: 200,
  MileageOveragePrice: 0.45,
  GeneratorHoursIncludedPerDay: null,
  GeneratorOveragePrice: 0,
  DeliveryRadius: 0,
  DeliveryPricePerUnit: 0,
  DeliveryFreeRadius: 0,
  MinimumNights: 2,
  PickupTime: '15:00',
  DropoffTime: '11:00',
  InstantBook: false,
  CancellationPolicy: 'Moderate',
  PetsAllowed: true,
  SmokingAllowed: false,
  FestivalFriendly: false,
  ExperienceRequired: false,
  ProtectionAcknowledged: false,
  HostAcceptanceAcknowledged: false,
  Photos: [outside, kitchen, bunks].map((url, index) => ({
    Id: 400 + index,
    UploadId: `upload-${index}`,
    Position: index,
    IsCover: index === 0,
    Caption: { en: ['Parked by Okanagan Lake', 'The kitchen', 'The bunks'][index], fr: '' },
    Width: 1600,
    Height: 1200,
    Urls: { thumb: url, card: url, gallery: url, social: url },
  })),
  GeneratedPhotoCount: 0,
  AddOns: [],
  Wizard: { Steps: [...steps], VisitedSteps: steps.slice(0, -1), LastStep: 'booking-preferences', ResumeStep: 'host-acceptance-education' },
  Completeness: {
    Percent: 95,
    CanPublish: false,
    Missing: [{ Step: 'host-acceptance-education', Fields: ['HostAcceptanceAcknowledged'] }],
  },
  CreatedAt: '2026-05-30T09:00:00Z',
  UpdatedAt: '2026-06-02T17:30:00Z',
  PublishedAt: null,
  DeletedAt: null,
  RestorableUntil: null,
} satisfies HostRv);

const noDraft = answer(HostRvListSchema, { Items: [] });

/** What similar class Cs in British Columbia earn (the price step's guide), for June. */
const monthNights = [3, 4, 6, 8, 12, 20, 24, 23, 14, 7, 3, 2];
const earnings = answer(EarningsEstimateSchema, {
  Currency: 'CAD',
  Comparables: 42,
  Basis: {
    Type: 'ClassC',
    SameType: true,
    Region: 'BC',
    RegionName: 'British Columbia',
    Country: 'CA',
    SimilarSize: true,
    SimilarYear: true,
  },
  NightlyPrice: { Low: 159, Typical: 195, High: 249 },
  OccupancyPercent: 34,
  Month: 6,
  Season: 'peak',
  MonthNights: 20,
  MonthEarnings: 3510,
  YearEarnings: 21762,
  OwnerFeePercent: 10,
  Months: monthNights.map((nights, index) => ({
    Month: index + 1,
    Season: seasonOf(index + 1),
    Nights: nights,
    Earnings: Math.round(nights * 195 * 0.9),
  })),
});

/** The location box asks the geocoder for its own text (the app's type of the answer: the contract has none). */
const kelowna = typedAnswer<Parameters<typeof toLocationSuggestions>[0]>()({
  predictions: [
    {
      description: 'Kelowna, British Columbia, Canada',
      place_id: 'kelowna-bc',
      structured_formatting: { main_text: 'Kelowna', secondary_text: 'British Columbia, Canada' },
    },
  ],
});

/** A step of the draft (rvs/new/93/{step}); the first step starts a new listing (rvs/new/rv-type). */
const step = (name: (typeof rvWizardSteps)[number]): Screen => ({
  route: `dashboard-rvs-new-${name}` as RouteName,
  params: { dashboard: 'host', step: name === 'rv-type' ? undefined : draftId },
  session: 'host',
  answers:
    name === 'rv-type'
      ? { '/api/hosts/rvs': noDraft }
      : {
          [`/api/hosts/rvs/${draftId}`]: draft,
          [`/api/hosts/rvs/${draftId}/earnings?Month=6`]: earnings,
          '/api/hosts/rvs': noDraft,
          '/api/places/autocomplete?Input=Kelowna%2C+British+Columbia': kelowna,
        },
});

/** The first step: what kind of RV (a new listing). */
export const RvTypePhoneEnglish = screenStory(step('rv-type'), 'phone', 'en');
export const RvTypePhoneFrench = screenStory(step('rv-type'), 'phone', 'fr');
export const RvTypeDesktopEnglish = screenStory(step('rv-type'), 'desktop', 'en');
export const RvTypeDesktopFrench = screenStory(step('rv-type'), 'desktop', 'fr');

/** Where the RV is picked up. */
export const RvLocationPhoneEnglish = screenStory(step('rv-location'), 'phone', 'en');
export const RvLocationDesktopFrench = screenStory(step('rv-location'), 'desktop', 'fr');

/** How it sleeps: beds and their counts. */
export const SleepingSpotsPhoneEnglish = screenStory(step('rv-sleeping-spots'), 'phone', 'en');
export const SleepingSpotsDesktopFrench = screenStory(step('rv-sleeping-spots'), 'desktop', 'fr');

/** Amenities. */
export const AmenitiesPhoneFrench = screenStory(step('rv-amenities'), 'phone', 'fr');
export const AmenitiesDesktopEnglish = screenStory(step('rv-amenities'), 'desktop', 'en');

/** Photos: the three a listing needs, the cover first, with their captions. */
export const PhotosPhoneEnglish = screenStory(step('rv-photos'), 'phone', 'en');
export const PhotosDesktopFrench = screenStory(step('rv-photos'), 'desktop', 'fr');

/** The nightly price, with what similar RVs earn. */
export const BasePricePhoneEnglish = screenStory(step('base-price'), 'phone', 'en');
export const BasePriceDesktopFrench = screenStory(step('base-price'), 'desktop', 'fr');

/** Booking preferences: instant book, cancellation policy, rules. */
export const BookingPreferencesPhoneFrench = screenStory(step('booking-preferences'), 'phone', 'fr');
export const BookingPreferencesDesktopEnglish = screenStory(step('booking-preferences'), 'desktop', 'en');
