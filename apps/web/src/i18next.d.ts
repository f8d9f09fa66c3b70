import "i18next";
import type { catalogues } from "@campus/shared";

/**
 * The interface's keys are the English catalogue's: a key that is not there fails the type check
 * (the catalogues' parity test keeps the Malay one the same).
 */
declare module "i18next" {
  interface CustomTypeOptions {
    defaultNS: "translation";
    resources: { translation: (typeof catalogues)["en"] };
    returnNull: false;
  }
}
