import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** An unguessable token for URLs and refresh tokens: 256 random bits, base64url. */
export function opaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a high-entropy token (no salt needed: the token itself is random). */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A six-digit code typed by a person (e-mailed; attempts are capped, so the small space is safe). */
export function sixDigitCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0');
}

/** Short codes are keyed by their challenge id so equal codes in different challenges hash differently. */
export function codeHash(challengeId: string, code: string): string {
  return createHmac('sha256', challengeId).update(code).digest('hex');
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
