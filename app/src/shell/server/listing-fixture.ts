// A listing as the API answers it (a seeded RV, two reviews, two photos): the server render's tests read it.
import type { ListingDetail } from '@rove/contract';

export const listingFixture: ListingDetail = {
  Id: 206,
  Alias: '2022-winnebago-revel-44e-salt-lake-city-206',
  Name: 'Charming 2022 Winnebago Revel 44E',
  Status: 'published',
  Type: 'ClassB',
  Drivable: true,
  Brand: 'Winnebago',
  Model: 'Revel 44E',
  Year: 2022,
  Length: 23,
  Weight: 8050,
  Sleeps: 4,
  Seatbelts: 3,
  Slideouts: 0,
  Description: {
    en: "Meet our 2022 Winnebago Revel 44E, a Class B camper van that sleeps 4. From Salt Lake City you can reach some of the region's best campgrounds in a day. We keep it spotless and stocked, and we are happy to walk you through everything at pickup.",
    fr: 'Voici notre Winnebago Revel 44E 2022 (fourgonnette de classe B), qui peut accueillir 4 personnes pour la nuit. Depuis Salt Lake City, les plus beaux campings de la région sont à une journée de route. Nous le gardons impeccable et bien équipé, et nous vous expliquons tout à la prise en charge.',
  },
  Location: {
    City: 'Salt Lake City',
    Region: 'UT',
    Country: 'US',
    Lat: 40.67159,
    Lng: -111.81274,
  },
  Currency: 'USD',
  DistanceUnit: 'mi',
  Photos: [
    {
      Url: '/api/rvs/206/photos/0.svg',
      Caption: {
        en: 'Outside view',
        fr: 'Vue extérieure',
      },
    },
    {
      Url: '/api/rvs/206/photos/1.svg',
      Caption: {
        en: 'By the lake',
        fr: 'Au bord du lac',
      },
    },
  ],
  Amenities: ['Family_kidfriendly', 'Heater', 'InsideShower', 'KitchenSink', 'Microwave', 'OutsideShower', 'Refrigerator'],
  Beds: [
    {
      Type: 'BedQueen',
      Count: 1,
    },
    {
      Type: 'BedSofa',
      Count: 1,
    },
  ],
  Fuel: 'Diesel',
  HitchSize: null,
  HitchWeight: null,
  Rules: {
    PetsAllowed: false,
    FestivalFriendly: false,
    ExperienceRequired: false,
    SmokingAllowed: false,
    MinimumNights: 3,
    PickupTime: '15:00',
    DropoffTime: '11:00',
  },
  InstantBook: true,
  Pricing: {
    NightlyPrice: {
      Amount: 179,
      Currency: 'USD',
    },
    WeeklyDiscountPercent: 15,
    MonthlyDiscountPercent: 0,
    MidweekDiscountPercent: 0,
    CleaningFee: {
      Amount: 150,
      Currency: 'USD',
    },
    SecurityDeposit: {
      Amount: 2500,
      Currency: 'USD',
    },
    MileageIncludedPerDay: 100,
    MileageOveragePrice: {
      Amount: 0.75,
      Currency: 'USD',
    },
    GeneratorHoursIncludedPerDay: null,
    GeneratorOveragePrice: {
      Amount: 5,
      Currency: 'USD',
    },
  },
  Delivery: {
    Available: false,
    DeliveryOnly: false,
    Radius: 0,
    PricePerUnit: {
      Amount: 0,
      Currency: 'USD',
    },
  },
  AddOns: [
    {
      Id: 402,
      Name: {
        en: 'Bike rack',
        fr: 'Support à vélos',
      },
      Description: {
        en: '',
        fr: '',
      },
      Price: {
        Amount: 16,
        Currency: 'USD',
      },
      PricePer: 'trip',
      MaxQuantity: 1,
    },
    {
      Id: 403,
      Name: {
        en: 'Child car seat',
        fr: 'Siège d’auto pour enfant',
      },
      Description: {
        en: '',
        fr: '',
      },
      Price: {
        Amount: 9,
        Currency: 'USD',
      },
      PricePer: 'night',
      MaxQuantity: 4,
    },
  ],
  Host: {
    Id: 3,
    FirstName: 'Daniel',
    LastName: 'M',
    AvatarUrl: null,
    About: "Hi, I'm Daniel. We love sharing our RV with travellers and helping them plan great trips.",
    IsSuperHostActive: true,
    IsVerified: true,
    CreatedDate: '2022-04-20T00:00:00.000Z',
    Location: 'Chicago, IL',
    Language: 'en',
  },
  RatingBreakdown: {
    Overall: 4.85,
    ListingAccuracy: 4.85,
    Value: 4.74,
    Cleanliness: 4.91,
    Communication: 4.88,
    Count: 2,
  },
  Reviews: {
    Reviews: [
      {
        Id: 1482,
        AuthorFirstName: 'Mathis',
        AuthorAvatarUrl: null,
        Rating: 5,
        ListingAccuracy: 5,
        Value: 5,
        Cleanliness: 5,
        Communication: 5,
        Body: 'Clean, comfortable and well equipped. We would rent it again.',
        Language: 'en',
        OwnerResponse: null,
        CreatedDate: '2026-10-21T14:00:00.000Z',
      },
      {
        Id: 1501,
        AuthorFirstName: 'Camille',
        AuthorAvatarUrl: null,
        Rating: 4.75,
        ListingAccuracy: 4,
        Value: 5,
        Cleanliness: 5,
        Communication: 5,
        Body: 'Perfect for a festival weekend. Easy to set up, and the awning was a lifesaver.',
        Language: 'en',
        OwnerResponse: null,
        CreatedDate: '2026-10-17T19:00:00.000Z',
      },
    ],
    Total: 2,
    Page: 1,
    PageSize: 10,
    Sort: 'newest',
  },
  BookedDates: [],
  Badges: ['Superhost', 'InstantBook'],
  CancellationPolicy: {
    Name: 'Moderate',
    Rules: [
      {
        MinDaysBefore: 14,
        RefundPercent: 100,
      },
      {
        MinDaysBefore: 7,
        RefundPercent: 50,
      },
    ],
  },
  Bookable: true,
};
