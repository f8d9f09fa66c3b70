import type { TFunction } from "./translator";

/**
 * Translates a key known only at run time: a shared schema's message, a label picked from a
 * table, the keys the shared helpers (report titles, match reasons) ask for. A key written in the
 * code is checked by the type checker against the English catalogue (TranslationKey, translator.ts); these
 * are checked by the tests that render them and by the catalogues' parity test.
 */
export function translateKey(t: TFunction, key: string, values?: Record<string, unknown>): string {
  return (t as unknown as (key: string, values?: Record<string, unknown>) => string)(key, values);
}
