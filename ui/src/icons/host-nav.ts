// Host mode's tabs in the header (issue 38): Today, Bookings, Insights (Calendar, Messages and Listings use
// CalendarIcon, InboxIcon and CaravanIcon). Bound apart from the owner's icons (owner.ts): the header shows them on
// every signed-in page, which would otherwise load the owner's whole set with them (issue 35). index.ts re-exports them.
import { ChartColumn, ClipboardList, House } from 'lucide-react';
import type { Icon } from './core.ts';

export const HomeIcon: Icon = House;
export const ClipboardListIcon: Icon = ClipboardList;
export const ChartIcon: Icon = ChartColumn;
