import { createHmac, timingSafeEqual } from "node:crypto";

/** How long a browser stays known after a right password: a year. */
const KNOWN_FOR_S = 365 * 86_400;

/**
 * A browser that has signed in to an account with its password before. The per-account limit
 * on wrong passwords (guessing spread over many addresses) would otherwise lock the owner out
 * along with the guesser: a browser that knows the account is not counted against it (the limits
 * per address still apply). The cookie holds only an HMAC of the account's email under the
 * server's secret, so it proves nothing but that this browser once knew the password.
 */
export function knownDevices(secret: string, https: boolean) {
  const name = https ? "__Host-campus.device" : "campus.device";
  const mark = (email: string) =>
    createHmac("sha256", secret).update(`known-device:${email.trim().toLowerCase()}`).digest("base64url");
  return {
    /** The Set-Cookie that makes this browser known to the account. */
    cookieFor(email: string): string {
      return `${name}=${mark(email)}; Path=/; Max-Age=${KNOWN_FOR_S}; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
    },
    /** Whether the request's cookies show this browser signed in to the account before. */
    knows(cookieHeader: string | undefined, email: string): boolean {
      const value = (cookieHeader ?? "")
        .split(";")
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name}=`))
        ?.slice(name.length + 1);
      if (!value) return false;
      const given = Buffer.from(value);
      const expected = Buffer.from(mark(email));
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
