import type { TFunction } from "./translator";

/**
 * A person's name as the app shows it: a student who deleted their account keeps no name (their
 * reports and messages stay), and is shown as a former student in the reader's language.
 */
export function personName(t: TFunction, name: string): string {
  return name || t("profile.remove.formerStudent");
}
