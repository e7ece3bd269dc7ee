import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/** scrypt (RFC 7914) in the libuv pool: no bcrypt 72-byte truncation and no event-loop blocking. */
const COST = { N: 16_384, r: 8, p: 1 };
const MAX_COST_N = 1 << 17;
const KEY_LENGTH = 32;
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, length: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, length, { ...options, maxmem: MAX_MEMORY }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$key` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, KEY_LENGTH, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Constant-time comparison; a malformed stored hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const valid =
    scheme === 'scrypt' &&
    Number.isInteger(options.N) &&
    options.N > 1 &&
    options.N <= MAX_COST_N &&
    options.r > 0 &&
    options.p > 0;
  const expected = Buffer.from(key ?? '', 'base64url');
  if (!valid || expected.length === 0) {
    await derive(password, randomBytes(16), KEY_LENGTH, COST); // same work as a real check
    return false;
  }
  const actual = await derive(password, Buffer.from(salt ?? '', 'base64url'), expected.length, options);
  return timingSafeEqual(actual, expected);
}

let dummy: Promise<string> | undefined;
/** A hash nobody knows the password of, to spend the same time on unknown usernames. */
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(24).toString('base64url'));
  return dummy;
}
