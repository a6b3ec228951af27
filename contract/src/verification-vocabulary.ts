// The renter verification's vocabulary and rules without zod (issue 35): statuses, steps, the ages and the checks
// that need today. The app's pages read them without loading a schema; verification.ts builds its schemas on them.
import { isoDatePattern } from './calendar-day.ts';
import { ageOn, minimumDriverAge, youngDriverAge } from './host-vocabulary.ts';
import type { VerificationAccount, VerificationDriver, VerificationProblem } from './verification.ts';

/** Spec 000 section 5: "Two age constants, 21 and 25 years": the youngest driver of any plan, and of every plan. */
export const driverAges = { youngest: minimumDriverAge, everyPlan: youngDriverAge } as const;

export const verificationStatuses = ['Pending', 'Verified'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const verificationSteps = ['account', 'driver'] as const;
export type VerificationStep = (typeof verificationSteps)[number];

/** The account step's rules on a day: a real date of birth, and the youngest driver's age. */
export function accountProblems(account: Pick<VerificationAccount, 'DateOfBirth' | 'PhoneNumber'>, today: string) {
  const problems: Partial<Record<keyof VerificationAccount, VerificationProblem>> = {};
  if (!isoDatePattern.test(account.DateOfBirth) || account.DateOfBirth < '1900-01-01' || account.DateOfBirth >= today)
    problems.DateOfBirth = 'dateOfBirth';
  else if (ageOn(account.DateOfBirth, today) < driverAges.youngest) problems.DateOfBirth = 'tooYoung';
  const digits = account.PhoneNumber.replace(/[\s().-]/g, '');
  if (!/^\d{7,15}$/.test(digits)) problems.PhoneNumber = 'phone';
  return problems;
}

/** The driver step's rules on a day: a licence that has not expired. */
export function licenceProblems(driver: Pick<VerificationDriver, 'ExpiresOn'>, today: string) {
  const problems: Partial<Record<keyof VerificationDriver, VerificationProblem>> = {};
  if (!isoDatePattern.test(driver.ExpiresOn) || driver.ExpiresOn <= today) problems.ExpiresOn = 'licenceExpired';
  return problems;
}

/** Which plans a verified driver may take: every plan from 25, Premium and parked trips from 21. */
export function plansForAge(age: number): 'all' | 'premiumAndParked' | 'none' {
  return age >= driverAges.everyPlan ? 'all' : age >= driverAges.youngest ? 'premiumAndParked' : 'none';
}
