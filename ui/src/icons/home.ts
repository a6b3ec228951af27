// The icons the home page shows (its hero, search form and steps), bound in their own module: the home page's first
// load takes these and not the rest of the renter's set (common.ts), which other pages load (issue 35). Many are
// shared with other pages too (index.ts re-exports them with the rest).
import { Award, Caravan, Key, Mountain, Search, ShieldCheck, Star, Tent, Truck, Users } from 'lucide-react';

import type { Icon } from './core.ts';

export const AwardIcon: Icon = Award;
export const CaravanIcon: Icon = Caravan;
export const KeyIcon: Icon = Key;
export const MountainIcon: Icon = Mountain;
export const SearchIcon: Icon = Search;
export const ShieldCheckIcon: Icon = ShieldCheck;
export const StarIcon: Icon = Star;
export const TentIcon: Icon = Tent;
export const TruckIcon: Icon = Truck;
export const UsersIcon: Icon = Users;
