import type { ApiErrorCode, MessageKey } from "@campus/shared";
import { AppError } from "./app-error";

/**
 * Refuses a name in either language that another row already has (people pick these places from
 * a list, so two may not look alike): 409 with `code` and `messageKey` on the field. `taken` is
 * the owning module's lookup (any case, the row itself excepted).
 */
export async function requireUniqueNames(
  names: { nameEn?: string | undefined; nameMy?: string | undefined },
  taken: (name: string) => Promise<unknown>,
  refusal: { code: ApiErrorCode; messageKey: MessageKey },
): Promise<void> {
  for (const field of ["nameEn", "nameMy"] as const) {
    const name = names[field];
    if (name && (await taken(name))) throw new AppError(409, refusal.code, refusal.messageKey, {}, field);
  }
}
