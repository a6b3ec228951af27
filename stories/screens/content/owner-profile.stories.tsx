import type { Meta } from '@storybook/react-vite';
import { PublicProfileSchema, type SearchResult } from '@rove/contract';
import ProfilePage from '../../../app/src/content/profile-page.tsx';
import { answer } from '../harness/answers.ts';
import { photo } from '../harness/photos.ts';
import { type Screen, screenMeta, screenStory } from '../harness/screen.tsx';

export default {
  title: 'Screens/Content/Owner profile',
  component: ProfilePage,
  tags: ['!autodocs', 'visual'],
  ...screenMeta,
} satisfies Meta;

const rv = (
  fields: Pick<SearchResult, 'Id' | 'Alias' | 'Name' | 'Type' | 'Brand' | 'Model' | 'Year' | 'Sleeps'> & {
    Price: number;
    Colours: [string, string, string];
  },
): SearchResult => ({
  Id: fields.Id,
  Alias: fields.Alias,
  Name: fields.Name,
  Type: fields.Type,
  Brand: fields.Brand,
  Model: fields.Model,
  Year: fields.Year,
  Length: 25,
  Weight: 2900,
  Sleeps: fields.Sleeps,
  City: 'Asheville',
  Region: 'NC',
  Country: 'US',
  Lat: 35.5951,
  Lng: -82.5515,
  NightlyPrice: { Amount: fields.Price, Currency: 'USD' },
  DisplayNightlyPrice: { Amount: fields.Price, Currency: 'USD' },
  Photos: [{ Url: photo(...fields.Colours), Caption: fields.Name }],
  Rating: 4.9,
  ReviewCount: 18,
  IsSuperHost: true,
  InstantBook: false,
  Delivery: true,
  DeliveryOnly: false,
  Featured: false,
  PetFriendly: true,
  Badges: ['Superhost'],
  Distance: null,
  DistanceUnit: 'mi',
  Nights: null,
  TripTotal: null,
  DisplayTripTotal: null,
});

/** Jordan's public page: a superhost in Asheville with two RVs and recent reviews, as a visitor sees it. */
const jordan = answer(PublicProfileSchema, {
  Id: 301,
  FirstName: 'Jordan',
  LastInitial: 'L',
  AvatarUrl: null,
  AboutLanguage: 'en',
  About: 'I have been camping in the Blue Ridge for twenty years. Both RVs are stocked for a week away: linens, kitchen, camp chairs.',
  Location: 'Asheville, NC',
  MemberSince: '2021-04-12',
  Languages: ['en', 'fr'],
  IsSuperHostActive: true,
  IsVerified: true,
  IsOwner: true,
  ResponseRatePercent: 98,
  Rvs: [
    rv({
      Id: 71,
      Alias: 'airstream-flying-cloud-asheville',
      Name: '2021 Airstream Flying Cloud 25FB',
      Type: 'TravelTrailer',
      Brand: 'Airstream',
      Model: 'Flying Cloud',
      Year: 2021,
      Sleeps: 4,
      Price: 165,
      Colours: ['#aed6f1', '#4a7c59', '#d5d8dc'],
    }),
    rv({
      Id: 72,
      Alias: 'winnebago-revel-denver',
      Name: 'Winnebago Revel 44E',
      Type: 'ClassB',
      Brand: 'Winnebago',
      Model: 'Revel',
      Year: 2022,
      Sleeps: 2,
      Price: 289,
      Colours: ['#f5cba7', '#6e8b3d', '#f4f1ea'],
    }),
  ],
  ReviewsReceived: {
    Count: 27,
    Average: 4.86,
    Recent: [
      {
        Id: 1,
        AuthorFirstName: 'Camille',
        Rating: 5,
        Body: 'Spotless trailer and Jordan walked us through everything. The awning was a hit.',
        Language: 'en',
        CreatedDate: '2026-05-20',
        RvName: '2021 Airstream Flying Cloud 25FB',
        RvAlias: 'airstream-flying-cloud-asheville',
        Location: 'Asheville, NC',
      },
      {
        Id: 2,
        AuthorFirstName: 'Mathieu',
        Rating: 5,
        Body: 'Hôte très accueillant, le Revel est parfait pour deux.',
        Language: 'fr',
        CreatedDate: '2026-04-02',
        RvName: 'Winnebago Revel 44E',
        RvAlias: 'winnebago-revel-denver',
        Location: 'Asheville, NC',
      },
    ],
  },
});

const profile: Screen = { route: 'profile-id', params: { id: 301 }, session: 'visitor', answers: { '/api/profiles/301': jordan } };

export const PhoneEnglish = screenStory(profile, 'phone', 'en');
export const PhoneFrench = screenStory(profile, 'phone', 'fr');
export const DesktopEnglish = screenStory(profile, 'desktop', 'en');
export const DesktopFrench = screenStory(profile, 'desktop', 'fr');
