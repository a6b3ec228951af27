// The English and French labels of the marketplace's fixed vocabularies (spec 000 section 9).
import type { Locale } from '@rove/contract/vocabulary';

import type { Amenity, RvType, SortOrder, badges, drivableTypes, towableTypes } from '@rove/contract/vocabulary';

// The lists themselves are the contract's (`@rove/contract/vocabulary`); this file holds only their words.
export type DrivableType = (typeof drivableTypes)[number];
export type TowableType = (typeof towableTypes)[number];
export type ListingBadge = (typeof badges)[number];
export type { Amenity, RvType, SortOrder };

type Labels<K extends string> = Record<Locale, Record<K, string>>;

export const rvTypeLabels: Labels<RvType> = {
  en: {
    ClassA: 'Class A motorhome',
    ClassB: 'Class B camper van',
    ClassC: 'Class C motorhome',
    TruckCamper: 'Truck camper',
    Campervan: 'Campervan',
    FifthWheel: 'Fifth wheel',
    Hybrid: 'Hybrid trailer',
    MicroTrailer: 'Micro trailer',
    TravelTrailer: 'Travel trailer',
    TentTrailer: 'Tent trailer',
    ToyHauler: 'Toy hauler',
    Vintage: 'Vintage trailer',
    MotoVintage: 'Vintage motorhome',
    MotorHome: 'Motorhome',
  },
  fr: {
    ClassA: 'Autocaravane classe A',
    ClassB: 'Fourgonnette classe B',
    ClassC: 'Autocaravane classe C',
    TruckCamper: 'Campeur porté',
    Campervan: 'Fourgonnette de camping',
    FifthWheel: 'Caravane à sellette',
    Hybrid: 'Roulotte hybride',
    MicroTrailer: 'Mini-roulotte',
    TravelTrailer: 'Roulotte de voyage',
    TentTrailer: 'Tente-roulotte',
    ToyHauler: 'Roulotte porte-jouets',
    Vintage: 'Roulotte d’époque',
    MotoVintage: 'Autocaravane d’époque',
    MotorHome: 'Autocaravane',
  },
};

export const amenityLabels: Labels<Amenity> = {
  en: {
    AirConditioner: 'Air conditioning',
    AirportPickup: 'Airport pickup',
    DiningTable: 'Dining table',
    Family_kidfriendly: 'Family friendly',
    Heater: 'Heater',
    InsideShower: 'Inside shower',
    KitchenSink: 'Kitchen sink',
    Microwave: 'Microwave',
    OutsideShower: 'Outside shower',
    Refrigerator: 'Refrigerator',
    Stove_Range: 'Stove',
    Toilet: 'Toilet',
  },
  fr: {
    AirConditioner: 'Climatisation',
    AirportPickup: 'Prise en charge à l’aéroport',
    DiningTable: 'Table à manger',
    Family_kidfriendly: 'Adapté aux familles',
    Heater: 'Chauffage',
    InsideShower: 'Douche intérieure',
    KitchenSink: 'Évier de cuisine',
    Microwave: 'Micro-ondes',
    OutsideShower: 'Douche extérieure',
    Refrigerator: 'Réfrigérateur',
    Stove_Range: 'Cuisinière',
    Toilet: 'Toilette',
  },
};

export const sortOrderLabels: Labels<SortOrder> = {
  en: {
    Recommended: 'Recommended',
    PriceASC: 'Price: low to high',
    PriceDESC: 'Price: high to low',
    DistanceASC: 'Distance: nearest first',
  },
  fr: {
    Recommended: 'Recommandés',
    PriceASC: 'Prix : croissant',
    PriceDESC: 'Prix : décroissant',
    DistanceASC: 'Distance : les plus proches',
  },
};

export const badgeLabels: Labels<ListingBadge> = {
  en: { Superhost: 'Superhost', InstantBook: 'Instant book', DeliveryOnly: 'Delivery only', Featured: 'Featured' },
  fr: { Superhost: 'Superhôte', InstantBook: 'Réservation instantanée', DeliveryOnly: 'Livraison seulement', Featured: 'En vedette' },
};
