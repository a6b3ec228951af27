// The icons the home page shows (its hero, search form and steps), bound in their own module: the home page's first
// load takes these and not the rest of the renter's set (common.ts), which other pages load (issue 35). Many are
// shared with other pages too (index.ts re-exports them with the rest).
import { Caravan, createLucideIcon, Key, Mountain, Search, ShieldCheck, Star, Tent, Truck, Users } from 'lucide-react';

import type { Icon } from './core.ts';

// The award badge's icon is drawn as one path (lucide's path and circle as two subpaths: the same strokes): a list of
// cards repeats it, and each card's elements are parsed, styled and hydrated (issue 35).

export const AwardIcon: Icon = createLucideIcon({
  name: 'award',
  size: 24,
  node: [
    [
      'path',
      {
        d: 'm15.477 12.89 1.515 8.526a.5.5 0 0 1-.81.47l-3.58-2.687a1 1 0 0 0-1.197 0l-3.586 2.686a.5.5 0 0 1-.81-.469l1.514-8.526M18 8a6 6 0 1 1-12 0a6 6 0 1 1 12 0',
        key: 'award',
      },
    ],
  ],
});
export const CaravanIcon: Icon = Caravan;
export const KeyIcon: Icon = Key;
export const MountainIcon: Icon = Mountain;
export const SearchIcon: Icon = Search;
export const ShieldCheckIcon: Icon = ShieldCheck;
export const StarIcon: Icon = Star;
export const TentIcon: Icon = Tent;
export const TruckIcon: Icon = Truck;
export const UsersIcon: Icon = Users;
