// The owner's icons (issue 16: photos, amenities, the wizard's steps), bound apart from the rest of the set so that
// the renter's pages, which show none of them, do not load them. index.ts re-exports them.
import {
  Baby,
  Clock,
  Coins,
  CookingPot,
  Copy,
  Droplets,
  Heater,
  Image,
  Link,
  Microwave,
  Pencil,
  Plane,
  Plug,
  Refrigerator,
  RotateCw,
  Ruler,
  ShowerHead,
  Snowflake,
  Toilet,
  Trash2,
  Umbrella,
  Utensils,
  Weight,
  Wifi,
} from 'lucide-react';
import type { Icon } from './core.ts';

export const ImageIcon: Icon = Image;
export const RetryIcon: Icon = RotateCw;
export const TrashIcon: Icon = Trash2;
export const EditIcon: Icon = Pencil;
export const CopyIcon: Icon = Copy;
export const SnowflakeIcon: Icon = Snowflake;
export const DropletsIcon: Icon = Droplets;
export const WifiIcon: Icon = Wifi;
export const PlugIcon: Icon = Plug;
export const RefrigeratorIcon: Icon = Refrigerator;
export const MicrowaveIcon: Icon = Microwave;
export const ShowerIcon: Icon = ShowerHead;
export const ToiletIcon: Icon = Toilet;
export const CookingPotIcon: Icon = CookingPot;
export const UtensilsIcon: Icon = Utensils;
export const BabyIcon: Icon = Baby;
export const PlaneIcon: Icon = Plane;
export const HeaterIcon: Icon = Heater;
export const UmbrellaIcon: Icon = Umbrella;
export const RulerIcon: Icon = Ruler;
export const WeightIcon: Icon = Weight;
export const ClockIcon: Icon = Clock;
export const CoinsIcon: Icon = Coins;
export const LinkIcon: Icon = Link;
