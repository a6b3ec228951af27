// The RV types as the type field lists them: drivable, towable, other (the contract's lists), each a titled group.
import { drivableTypes, otherTypes, towableTypes } from '@rove/contract';

export const rvTypeGroups = [
  ['drivable', drivableTypes],
  ['towable', towableTypes],
  ['other', otherTypes],
] as const;
