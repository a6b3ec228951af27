// The icons of the home page's first load (its hero, search form and RV types), bound in their own module: that load
// takes these and not the rest of the renter's set (common.ts), which other pages load (issue 35). The steps' and trust
// points' icons are in common.ts: those parts are static (app: lib/static-part.tsx) and load no code with the page.
// Many are shared with other pages too (index.ts re-exports them with the rest).
import { Caravan, Mountain, Search, Tent, Truck, Users } from 'lucide-react';

import type { Icon } from './core.ts';

export const CaravanIcon: Icon = Caravan;
export const MountainIcon: Icon = Mountain;
export const SearchIcon: Icon = Search;
export const TentIcon: Icon = Tent;
export const TruckIcon: Icon = Truck;
export const UsersIcon: Icon = Users;
