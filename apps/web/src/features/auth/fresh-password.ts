/**
 * The password an administrator signed in with a moment ago, kept in this tab's memory only
 * (never in storage, the address or the history) so that the two-step set-up screen they are
 * sent to next does not ask for it again. Taken once; gone after five minutes or a reload.
 */
let held: { password: string; until: number } | null = null;

const KEEP_MS = 5 * 60_000;

export function holdFreshPassword(password: string): void {
  held = { password, until: Date.now() + KEEP_MS };
}

export function takeFreshPassword(): string | null {
  const taken = held;
  held = null;
  return taken && taken.until > Date.now() ? taken.password : null;
}
