// The shell's icons (header, banners, toasts), bound in their own module; index.ts re-exports them with the rest of
// the set. The search icon is with the home page's (home.ts): its search form shows it with them.
import type { ComponentType, Ref, SVGProps } from 'react';
import { CircleCheck, CircleX, Globe, Info, Menu, TriangleExclamationPoint, X } from 'lucide-react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  size?: number | string;
  absoluteStrokeWidth?: boolean;
  ref?: Ref<SVGSVGElement>;
};
/** Our own icon type, so the published types never mention lucide-react. */
export type Icon = ComponentType<IconProps>;

export const CloseIcon: Icon = X;
export const DangerIcon: Icon = CircleX;
export const GlobeIcon: Icon = Globe;
export const InfoIcon: Icon = Info;
export const MenuIcon: Icon = Menu;
export const SuccessIcon: Icon = CircleCheck;
export const WarningIcon: Icon = TriangleExclamationPoint;
