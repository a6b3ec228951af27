// Rove's icon set: chosen lucide-react icons under our names. lucide-react is bundled into the package
// (it is not a dependency of consumers); each icon stays its own module and the package is side-effect free,
// so a consumer's bundle keeps only the icons it imports. Icons are decorative (lucide sets aria-hidden):
// name the control around them.
import {
  ArrowLeft,
  ArrowRight,
  Award,
  Bed,
  Calendar,
  Caravan,
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
  MapPin,
  Minus,
  Mountain,
  Phone,
  Plus,
  Share2,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Star,
  Tent,
  Truck,
  User,
  Users,
  Zap,
} from 'lucide-react';

// The shell's icons (header, banners, toasts) live in core.ts: the page's first load binds only those; the others
// are bound here, in whichever chunk first needs one of them.
export * from './core.ts';
import type { Icon } from './core.ts';

export const ArrowLeftIcon: Icon = ArrowLeft;
export const ArrowRightIcon: Icon = ArrowRight;
export const AwardIcon: Icon = Award;
export const BedIcon: Icon = Bed;
export const CalendarIcon: Icon = Calendar;
export const CaravanIcon: Icon = Caravan;
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
export const MapPinIcon: Icon = MapPin;
export const MinusIcon: Icon = Minus;
export const MoreIcon: Icon = Ellipsis;
export const MountainIcon: Icon = Mountain;
export const PetIcon: Icon = Dog;
export const PhoneIcon: Icon = Phone;
export const PlusIcon: Icon = Plus;
export const ShareIcon: Icon = Share2;
export const ShieldCheckIcon: Icon = ShieldCheck;
export const SparklesIcon: Icon = Sparkles;
export const StarIcon: Icon = Star;
export const TentIcon: Icon = Tent;
export const TruckIcon: Icon = Truck;
export const UserIcon: Icon = User;
export const UsersIcon: Icon = Users;
export const ZapIcon: Icon = Zap;
// The owner's icons (photos, amenities, the wizard's steps; issue 16) are bound in owner.ts: pages that show none
// of them do not load them.
export * from './owner.ts';
