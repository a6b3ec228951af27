import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * scrypt cost N=2^15, r=8, p=1 needs 128·N·r = 32 MiB, which node's default maxmem (32 MiB) refuses: raised.
 * SCRYPT_LOG_N (10 to 17) changes the cost of new hashes, e.g. lower for fast test runs; hashes carry their
 * parameters, so any stored hash still verifies.
 */
function costExponent(): number {
  const configured = Number(process.env.SCRYPT_LOG_N);
  return Number.isInteger(configured) && configured >= 10 && configured <= 17 ? configured : 15;
}
const maxmem = 256 * 1024 * 1024;
const keyLength = 64;

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFC'), salt, keyLength, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** A self-describing hash: scrypt$N$r$p$salt$key (base64url), so parameters can rise later. */
export async function hashPassword(password: string): Promise<string> {
  const params = { N: 2 ** costExponent(), r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key || !/^\d+$/.test(`${n}${r}${p}`) || Number(n) > 2 ** 17) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * A hash of a random password, verified against when the email is unknown so that sign-in takes the same time
 * whether or not an account exists (no enumeration by timing).
 */
let decoy: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'));
  return decoy;
}
