// Rove's icon set: chosen lucide-react icons under our names. lucide-react is bundled into the package
// (it is not a dependency of consumers); each icon stays its own module and the package is side-effect free,
// so a consumer's bundle keeps only the icons it imports. Icons are decorative (lucide sets aria-hidden):
// name the control around them.
import type { ComponentType, Ref, SVGProps } from 'react';
import {
  ArrowLeft,
  ArrowRight,
  Award,
  Baby,
  Bed,
  Calendar,
  Caravan,
  Check,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  ChevronUp,
  CircleCheck,
  CircleX,
  Clock,
  Coins,
  CookingPot,
  Copy,
  Dog,
  Droplets,
  Ellipsis,
  Eye,
  EyeOff,
  Flame,
  Fuel,
  Globe,
  Heart,
  Heater,
  Image,
  Inbox,
  Info,
  Key,
  Link,
  Lock,
  Mail,
  MapPin,
  Menu,
  Microwave,
  Minus,
  Mountain,
  Pencil,
  Phone,
  Plane,
  Plug,
  Plus,
  Refrigerator,
  RotateCw,
  Ruler,
  Search,
  Share2,
  ShieldCheck,
  ShowerHead,
  SlidersHorizontal,
  Snowflake,
  Sparkles,
  Star,
  Tent,
  Toilet,
  Trash2,
  TriangleExclamationPoint,
  Truck,
  Umbrella,
  User,
  Users,
  Utensils,
  Weight,
  Wifi,
  X,
  Zap,
} from 'lucide-react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  ref?: Ref<SVGSVGElement>;
};
/** Our own icon type, so the published types never mention lucide-react. */
export type Icon = ComponentType<IconProps>;

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
export const CloseIcon: Icon = X;
export const DangerIcon: Icon = CircleX;
export const EyeIcon: Icon = Eye;
export const EyeOffIcon: Icon = EyeOff;
export const FiltersIcon: Icon = SlidersHorizontal;
export const FlameIcon: Icon = Flame;
export const FuelIcon: Icon = Fuel;
export const GlobeIcon: Icon = Globe;
export const HeartIcon: Icon = Heart;
export const InboxIcon: Icon = Inbox;
export const InfoIcon: Icon = Info;
export const KeyIcon: Icon = Key;
export const LockIcon: Icon = Lock;
export const MailIcon: Icon = Mail;
export const MapPinIcon: Icon = MapPin;
export const MenuIcon: Icon = Menu;
export const MinusIcon: Icon = Minus;
export const MoreIcon: Icon = Ellipsis;
export const MountainIcon: Icon = Mountain;
export const PetIcon: Icon = Dog;
export const PhoneIcon: Icon = Phone;
export const PlusIcon: Icon = Plus;
export const SearchIcon: Icon = Search;
export const ShareIcon: Icon = Share2;
export const ShieldCheckIcon: Icon = ShieldCheck;
export const SparklesIcon: Icon = Sparkles;
export const StarIcon: Icon = Star;
export const SuccessIcon: Icon = CircleCheck;
export const TentIcon: Icon = Tent;
export const TruckIcon: Icon = Truck;
export const UserIcon: Icon = User;
export const UsersIcon: Icon = Users;
export const WarningIcon: Icon = TriangleExclamationPoint;
export const ZapIcon: Icon = Zap;
// Owners’ RVs (issue 16): photos, amenities, the wizard’s steps.
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
