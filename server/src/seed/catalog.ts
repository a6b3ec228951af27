import type { RvType } from '@rove/contract';

export interface TypeSpec {
  type: RvType;
  /** Relative share of listings. */
  share: number;
  models: readonly (readonly [brand: string, model: string])[];
  length: [number, number];
  weight: [number, number];
  sleeps: [number, number];
  price: [number, number];
  years?: [number, number];
  label: { en: string; fr: string };
}

export const typeCatalog: readonly TypeSpec[] = [
  {
    type: 'ClassA',
    share: 9,
    label: { en: 'Class A motorhome', fr: 'autocaravane de classe A' },
    length: [28, 45],
    weight: [13000, 19800],
    sleeps: [4, 8],
    price: [220, 495],
    models: [
      ['Winnebago', 'Adventurer 35F'],
      ['Thor', 'Palazzo 37.4'],
      ['Tiffin', 'Allegro Open Road 34PA'],
      ['Fleetwood', 'Bounder 35K'],
      ['Newmar', 'Bay Star 3226'],
      ['Coachmen', 'Mirada 35ES'],
      ['Entegra', 'Vision XL 36C'],
    ],
  },
  {
    type: 'ClassB',
    share: 8,
    label: { en: 'Class B camper van', fr: 'fourgonnette de classe B' },
    length: [19, 24],
    weight: [6000, 9500],
    sleeps: [2, 4],
    price: [150, 320],
    models: [
      ['Winnebago', 'Revel 44E'],
      ['Airstream', 'Interstate 24GL'],
      ['Roadtrek', 'Zion'],
      ['Pleasure-Way', 'Plateau FL'],
      ['Coachmen', 'Beyond 22C'],
    ],
  },
  {
    type: 'ClassC',
    share: 14,
    label: { en: 'Class C motorhome', fr: 'autocaravane de classe C' },
    length: [22, 33],
    weight: [10000, 14500],
    sleeps: [4, 8],
    price: [140, 310],
    models: [
      ['Thor', 'Four Winds 28Z'],
      ['Jayco', 'Greyhawk 29MV'],
      ['Winnebago', 'Minnie Winnie 26T'],
      ['Coachmen', 'Freelander 26DS'],
      ['Forest River', 'Sunseeker 3050S'],
      ['Jayco', 'Redhawk 26M'],
    ],
  },
  {
    type: 'TruckCamper',
    share: 5,
    label: { en: 'truck camper', fr: 'campeur porté' },
    length: [16, 22],
    weight: [3000, 9000],
    sleeps: [2, 4],
    price: [110, 250],
    models: [
      ['Lance', '1062'],
      ['Northern Lite', '10-2 EX'],
      ['Host', 'Mammoth 11.6'],
      ['Four Wheel Camper', 'Hawk'],
      ['Arctic Fox', '990'],
    ],
  },
  {
    type: 'Campervan',
    share: 9,
    label: { en: 'campervan', fr: 'van aménagé' },
    length: [17, 22],
    weight: [5500, 8800],
    sleeps: [2, 4],
    price: [100, 260],
    models: [
      ['Mercedes-Benz', 'Sprinter 144 conversion'],
      ['Ford', 'Transit 148 conversion'],
      ['Volkswagen', 'California Ocean'],
      ['Ram', 'ProMaster 159 conversion'],
    ],
  },
  {
    type: 'FifthWheel',
    share: 8,
    label: { en: 'fifth wheel', fr: 'sellette' },
    length: [30, 42],
    weight: [10000, 16000],
    sleeps: [4, 8],
    price: [90, 230],
    models: [
      ['Grand Design', 'Solitude 310GK'],
      ['Keystone', 'Montana 3855BR'],
      ['Jayco', 'Eagle 321RSTS'],
      ['Forest River', 'Cedar Creek 360RL'],
    ],
  },
  {
    type: 'Hybrid',
    share: 5,
    label: { en: 'hybrid trailer', fr: 'roulotte hybride' },
    length: [18, 24],
    weight: [3500, 5500],
    sleeps: [4, 8],
    price: [60, 140],
    models: [
      ['Jayco', 'Jay Feather X23E'],
      ['Forest River', 'Rockwood Roo 183'],
      ['Coachmen', 'Apex Nano 15X'],
    ],
  },
  {
    type: 'MicroTrailer',
    share: 6,
    label: { en: 'micro trailer', fr: 'micro-roulotte' },
    length: [10, 16],
    weight: [1100, 3000],
    sleeps: [2, 3],
    price: [45, 110],
    models: [
      ['nuCamp', 'T@B 320'],
      ['Happier Camper', 'HC1'],
      ['Scamp', '13 Deluxe'],
      ['Airstream', 'Basecamp 16X'],
      ['Little Guy', 'Mini Max'],
    ],
  },
  {
    type: 'TravelTrailer',
    share: 16,
    label: { en: 'travel trailer', fr: 'roulotte de voyage' },
    length: [18, 35],
    weight: [3500, 9000],
    sleeps: [2, 8],
    price: [60, 190],
    models: [
      ['Airstream', 'Flying Cloud 25FB'],
      ['Jayco', 'Jay Flight 264BH'],
      ['Keystone', 'Passport 2400BH'],
      ['Forest River', 'Wildwood 26DBUD'],
      ['Grand Design', 'Imagine 2500RL'],
      ['KZ', 'Sportsmen 261BH'],
    ],
  },
  {
    type: 'TentTrailer',
    share: 5,
    label: { en: 'tent trailer', fr: 'tente-roulotte' },
    length: [12, 18],
    weight: [1500, 3200],
    sleeps: [4, 6],
    price: [40, 95],
    models: [
      ['Forest River', 'Flagstaff MAC 228D'],
      ['Coachmen', 'Clipper Sport 108ST'],
      ['Jayco', 'Jay Sport 12SC'],
    ],
  },
  {
    type: 'ToyHauler',
    share: 6,
    label: { en: 'toy hauler', fr: 'roulotte porte-jouets' },
    length: [25, 42],
    weight: [7000, 15000],
    sleeps: [4, 8],
    price: [110, 270],
    models: [
      ['Keystone', 'Raptor 352'],
      ['Grand Design', 'Momentum 398M'],
      ['Forest River', 'XLR Nitro 35DK5'],
      ['Heartland', 'Fuel 305'],
    ],
  },
  {
    type: 'Vintage',
    share: 2,
    label: { en: 'vintage trailer', fr: 'roulotte d’époque' },
    length: [13, 26],
    weight: [1200, 5000],
    sleeps: [2, 4],
    price: [80, 200],
    years: [1962, 1989],
    models: [
      ['Airstream', 'Bambi'],
      ['Shasta', 'Airflyte'],
      ['Boler', '13'],
      ['Serro', 'Scotty'],
    ],
  },
  {
    type: 'MotoVintage',
    share: 2,
    label: { en: 'vintage camper van', fr: 'camping-car d’époque' },
    length: [15, 22],
    weight: [3000, 6500],
    sleeps: [2, 4],
    price: [110, 240],
    years: [1970, 1995],
    models: [
      ['Volkswagen', 'Westfalia'],
      ['Toyota', 'Sunrader'],
      ['Dodge', 'Travco'],
    ],
  },
  {
    type: 'MotorHome',
    share: 3,
    label: { en: 'motorhome', fr: 'autocaravane' },
    length: [20, 36],
    weight: [9000, 17000],
    sleeps: [4, 7],
    price: [150, 350],
    models: [
      ['Leisure Travel Vans', 'Unity 24MB'],
      ['Winnebago', 'View 24D'],
      ['Thor', 'Quantum LC28'],
    ],
  },
];

export const addonCatalog = [
  { en: 'Bike rack', fr: 'Support à vélos', price: [10, 25], per: 'trip' },
  { en: 'Camping chairs (4)', fr: 'Chaises de camping (4)', price: [5, 10], per: 'night' },
  { en: 'Kitchen kit', fr: 'Trousse de cuisine', price: [25, 60], per: 'trip' },
  { en: 'Bed linens and towels', fr: 'Draps et serviettes', price: [20, 75], per: 'trip' },
  { en: 'Portable generator', fr: 'Génératrice portative', price: [25, 50], per: 'night' },
  { en: 'Portable barbecue', fr: 'Barbecue portatif', price: [15, 40], per: 'trip' },
  { en: 'Kayak', fr: 'Kayak', price: [25, 45], per: 'night' },
  { en: 'Pet fee', fr: 'Frais pour animal', price: [25, 100], per: 'trip' },
  { en: 'Early check-in', fr: 'Arrivée hâtive', price: [25, 75], per: 'trip' },
  { en: 'Outdoor rug and lights', fr: 'Tapis extérieur et lumières', price: [10, 30], per: 'trip' },
  { en: 'Child car seat', fr: 'Siège d’auto pour enfant', price: [5, 15], per: 'night' },
] as const;

export const listingAdjectives = {
  en: [
    'Cozy',
    'Family-ready',
    'Spacious',
    'Adventure-ready',
    'Modern',
    'Classic',
    'Off-grid',
    'Road-trip-ready',
    'Bright',
    'Well-kept',
    'Charming',
  ],
};

export const reviewBodies = {
  en: [
    'Spotless and exactly as described. The host walked us through everything and answered every question fast.',
    'We had a wonderful week. The beds were comfortable and the kitchen had everything we needed.',
    'Great value for the price. Pickup was easy and the RV drove smoothly.',
    'Our kids loved it! A few small things were worn, but the host fixed an issue within an hour.',
    'Clean, comfortable and well equipped. We would rent it again.',
    'Communication was a bit slow before the trip, but the RV itself was great.',
    'Perfect for a festival weekend. Easy to set up, and the awning was a lifesaver.',
    'The host went above and beyond: firewood, a map of local spots and fresh coffee.',
  ],
  fr: [
    'Impeccable et conforme à la description. L’hôte nous a tout expliqué et a répondu rapidement.',
    'Une semaine merveilleuse. Les lits étaient confortables et la cuisine bien équipée.',
    'Excellent rapport qualité-prix. La prise en charge a été simple et le VR roulait bien.',
    'Nos enfants ont adoré! Quelques détails usés, mais l’hôte a réglé un problème en moins d’une heure.',
    'Propre, confortable et bien équipé. Nous le louerions encore.',
    'La communication était un peu lente avant le voyage, mais le VR était super.',
  ],
};
