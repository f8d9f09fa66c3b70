import type { ItemType } from "./constants";

interface Titled {
  itemType: ItemType;
  itemTypeOther: string | null;
  brand: string | null;
  model: string | null;
}

/**
 * What a report is about, in words: "Samsung Galaxy S23 (Phone)", "Payung" or "Wallet".
 * `translate` turns a catalogue key into the reader's language (i18next's t, or translate()).
 */
export function reportTitle(translate: (key: string) => string, report: Titled): string {
  const kind =
    report.itemType === "other" && report.itemTypeOther
      ? report.itemTypeOther
      : translate(`reports.itemTypes.${report.itemType}`);
  const name = [report.brand, report.model].filter(Boolean).join(" ");
  return name ? `${name} (${kind})` : kind;
}
