// The renter's and the shared icons of Rove's set (index.ts re-exports them with the shell's, the home page's and the
// owner's).
import {
  ArrowLeft,
  ArrowRight,
  Calendar,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  Dog,
  Ellipsis,
  Eye,
  EyeOff,
  Flame,
  Fuel,
  Heart,
  Inbox,
  Key,
  Lock,
  Mail,
  Minus,
  Phone,
  Plus,
  Share2,
  ShieldCheck,
  SlidersHorizontal,
  Star,
  User,
  Zap,
  createLucideIcon,
} from 'lucide-react';

import type { Icon } from './core.ts';

// The bed, map-pin and sparkles icons are drawn as one path each (lucide's lines and circles as subpaths: the same
// strokes): a list of cards repeats them, and each card's elements are parsed, styled and hydrated (issue 35).

export const ArrowLeftIcon: Icon = ArrowLeft;
export const ArrowRightIcon: Icon = ArrowRight;
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
export const BedIcon: Icon = createLucideIcon({
  name: 'bed',
  size: 24,
  node: [['path', { d: 'M2 4v16M2 8h18a2 2 0 0 1 2 2v10M2 17h20M6 8v9', key: 'bed' }]],
});
export const CalendarIcon: Icon = Calendar;
export const CheckIcon: Icon = Check;
export const ChevronDownIcon: Icon = ChevronDown;
export const ChevronLeftIcon: Icon = ChevronLeft;
export const ChevronRightIcon: Icon = ChevronRight;
export const ChevronUpIcon: Icon = ChevronUp;
export const EyeIcon: Icon = Eye;
export const EyeOffIcon: Icon = EyeOff;
export const FiltersIcon: Icon = SlidersHorizontal;
export const FlameIcon: Icon = Flame;
export const FuelIcon: Icon = Fuel;
export const HeartIcon: Icon = Heart;
export const InboxIcon: Icon = Inbox;
export const KeyIcon: Icon = Key;
export const LockIcon: Icon = Lock;
export const MailIcon: Icon = Mail;
export const MapPinIcon: Icon = createLucideIcon({
  name: 'map-pin',
  size: 24,
  node: [
    [
      'path',
      {
        d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0M15 10a3 3 0 1 1-6 0a3 3 0 1 1 6 0',
        key: 'map-pin',
      },
    ],
  ],
});
export const MinusIcon: Icon = Minus;
export const MoreIcon: Icon = Ellipsis;
export const PetIcon: Icon = Dog;
export const PhoneIcon: Icon = Phone;
export const PlusIcon: Icon = Plus;
export const ShareIcon: Icon = Share2;
export const ShieldCheckIcon: Icon = ShieldCheck;
export const SparklesIcon: Icon = createLucideIcon({
  name: 'sparkles',
  size: 24,
  node: [
    [
      'path',
      {
        d: 'M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594zM20 2v4M22 4h-4M6 20a2 2 0 1 1-4 0a2 2 0 1 1 4 0',
        key: 'sparkles',
      },
    ],
  ],
});
export const StarIcon: Icon = Star;
export const UserIcon: Icon = User;
export const ZapIcon: Icon = Zap;
