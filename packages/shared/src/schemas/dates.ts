import { z } from "zod";

/** Day, month and year typed day first, with "/", "-", "." or spaces between. */
const DAY_FIRST = /^(\d{1,2})\s*[/.\-\s]\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4})$/;

/**
 * A date typed as Malaysians write it (d/m/yyyy), as YYYY-MM-DD. Text that does not read as
 * day, month and year says how to write it (`common.dateFormat`); a day that does not exist,
 * such as 31/11/2026 or 29/02/2027, says so (`common.dateNotReal`).
 */
export const dayFirstDate = z
  .string()
  .trim()
  .regex(DAY_FIRST, "common.dateFormat")
  .transform((text) => {
    const [, day = "", month = "", year = ""] = DAY_FIRST.exec(text) ?? [];
    return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
  })
  .pipe(z.iso.date("common.dateNotReal"));
