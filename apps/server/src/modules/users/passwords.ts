import { lazy } from "../../infra/lazy";

/** The auth library's password hashing (scrypt), loaded with the first password to hash or check. */
const library = lazy(() => import("better-auth/crypto"));

/** A password's hash as the auth library stores it in accounts.password. */
export async function hashPassword(password: string): Promise<string> {
  return (await library()).hashPassword(password);
}

/** Whether `password` is the one `hash` was made from. */
export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  return (await library()).verifyPassword(data);
}
