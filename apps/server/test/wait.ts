/** Polls `check` until it returns a truthy value (returned) or `timeoutMs` passes (throws, naming `what`). */
export async function waitFor<T>(
  what: string,
  check: () => T | Promise<T>,
  // A ceiling for a busy machine: the condition, not the clock, ends the wait.
  timeoutMs = 45_000,
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
