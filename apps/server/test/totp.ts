import { createHmac } from "node:crypto";

/**
 * What an authenticator app does with the key it scanned, written from RFC 6238 (TOTP) and
 * RFC 4226 (HOTP) for the tests: an implementation of its own, so the tests check the server's
 * codes against the standard rather than against the library that made them.
 */
const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Bytes(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The 6-digit code for the base32 key at a moment (30-second steps, HMAC-SHA1), as the app shows it. */
export function totpCode(base32Key: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const mac = createHmac("sha1", base32Bytes(base32Key)).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(number % 1_000_000).padStart(6, "0");
}

/** The time steps whose codes this test process has signed in with, by key. */
const spent = new Map<string, Set<number>>();

/**
 * A code for the key that this process has not signed in with yet: the server takes each code
 * once (a code completes one sign-in) and accepts the step before and after the current one, so
 * a test that signs the same account in again picks another of those three. When all three are
 * spent it waits for the app's next step, as a person would.
 */
export async function unusedTotpCode(base32Key: string): Promise<string> {
  const used = spent.get(base32Key) ?? new Set<number>();
  spent.set(base32Key, used);
  for (;;) {
    const step = Math.floor(Date.now() / 30_000);
    const free = [step, step - 1, step + 1].find((candidate) => !used.has(candidate));
    if (free !== undefined) {
      used.add(free);
      return totpCode(base32Key, free * 30_000 + 15_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
