// /rv-rentals/{keyword}: each keyword is a named search (raw search request fields, as the app would send).
import type { RawQuery } from '../listings/search-request.ts';

export interface RentalKeyword {
  slug: string;
  title: { en: string; fr: string };
  query: (currentYear: number) => RawQuery;
}

const k = (slug: string, en: string, fr: string, query: RawQuery | ((y: number) => RawQuery)): RentalKeyword => ({
  slug,
  title: { en, fr },
  query: typeof query === 'function' ? query : () => query,
});

export const rentalKeywords: readonly RentalKeyword[] = [
  k('class-a', 'Class A motorhome rentals', 'Location d’autocaravanes de classe A', { ClassA: '' }),
  k('class-b', 'Class B camper van rentals', 'Location de fourgonnettes de classe B', { ClassB: '' }),
  k('class-c', 'Class C motorhome rentals', 'Location d’autocaravanes de classe C', { ClassC: '' }),
  k('truck-camper', 'Truck camper rentals', 'Location de campeurs portés', { TruckCamper: '' }),
  k('campervan', 'Campervan rentals', 'Location de vans aménagés', { Campervan: '' }),
  k('motorhome', 'Motorhome rentals', 'Location d’autocaravanes', { ClassA: '', ClassB: '', ClassC: '', MotorHome: '' }),
  k('fifth-wheel', 'Fifth wheel rentals', 'Location de sellettes', { FifthWheel: '' }),
  k('hybrid-trailer', 'Hybrid trailer rentals', 'Location de roulottes hybrides', { Hybrid: '' }),
  k('micro-trailer', 'Micro trailer rentals', 'Location de micro-roulottes', { MicroTrailer: '' }),
  k('travel-trailer', 'Travel trailer rentals', 'Location de roulottes de voyage', { SubTravelTrailer: '' }),
  k('tent-trailer', 'Tent trailer rentals', 'Location de tentes-roulottes', { TentTrailer: '' }),
  k('toy-hauler', 'Toy hauler rentals', 'Location de roulottes porte-jouets', { ToyHauler: '' }),
  k('vintage', 'Vintage RV rentals', 'Location de VR d’époque', { Vintage: '', MotoVintage: '' }),
  k('drivable', 'Drivable RV rentals', 'Location de VR motorisés', { ClassA: '', ClassB: '', ClassC: '', TruckCamper: '', Campervan: '' }),
  k('towable', 'Towable RV rentals', 'Location de VR tractables', {
    FifthWheel: '',
    Hybrid: '',
    MicroTrailer: '',
    SubTravelTrailer: '',
    TentTrailer: '',
    ToyHauler: '',
  }),
  k('pet-friendly', 'Pet-friendly RV rentals', 'Location de VR acceptant les animaux', { Amenities: 'Petfriendly' }),
  k('instant-book', 'RV rentals you can book instantly', 'VR à réservation instantanée', { Instabook: '' }),
  k('festival', 'Festival-friendly RV rentals', 'VR pour les festivals', { FestivalFriendly: '' }),
  k('delivery', 'RV rentals delivered to you', 'VR livrés chez vous', { Delivery: '' }),
  k('superhost', 'RV rentals from superhosts', 'VR de superhôtes', { IsSuperHost: '' }),
  k('beginner-friendly', 'RV rentals for first-timers', 'VR pour débutants', { ExperienceNotRequired: '' }),
  k('airport-pickup', 'RV rentals with airport pickup', 'VR avec prise en charge à l’aéroport', { AirportPickup: '' }),
  k('family', 'Family RV rentals', 'VR pour les familles', { Guest: '6', Amenities: 'Family_kidfriendly' }),
  k('cheap', 'Cheap RV rentals', 'Location de VR pas chère', { MaxPrice: '100' }),
  k('luxury', 'Luxury RV rentals', 'Location de VR de luxe', { MinPrice: '300', ClassA: '', ClassB: '' }),
  k('small', 'Small RV rentals', 'Location de petits VR', { MaxLength: '20' }),
  k('large', 'Large RV rentals', 'Location de grands VR', { MinLength: '32' }),
  k('new', 'New RV rentals', 'Location de VR récents', (year) => ({ MinYear: String(year - 2) })),
  k('with-shower', 'RV rentals with a shower', 'VR avec douche', { Amenities: 'InsideShower,Toilet' }),
  k('with-kitchen', 'RV rentals with a kitchen', 'VR avec cuisine', { Amenities: 'KitchenSink,Stove_Range,Refrigerator' }),
];

export const keywordBySlug = (slug: string) => rentalKeywords.find((kw) => kw.slug === slug);
