// The renter's and the shared icons of Rove's set (index.ts re-exports them with the shell's, the home page's and the
// owner's).
import {
  ArrowLeft,
  ArrowRight,
  Bed,
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
  Lock,
  Mail,
  MapPin,
  Minus,
  Phone,
  Plus,
  Share2,
  SlidersHorizontal,
  Sparkles,
  User,
  Zap,
} from 'lucide-react';

import type { Icon } from './core.ts';

export const ArrowLeftIcon: Icon = ArrowLeft;
export const ArrowRightIcon: Icon = ArrowRight;
export const BedIcon: Icon = Bed;
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
export const LockIcon: Icon = Lock;
export const MailIcon: Icon = Mail;
export const MapPinIcon: Icon = MapPin;
export const MinusIcon: Icon = Minus;
export const MoreIcon: Icon = Ellipsis;
export const PetIcon: Icon = Dog;
export const PhoneIcon: Icon = Phone;
export const PlusIcon: Icon = Plus;
export const ShareIcon: Icon = Share2;
export const SparklesIcon: Icon = Sparkles;
export const UserIcon: Icon = User;
export const ZapIcon: Icon = Zap;
