import { describe, expect, it } from "vitest";
import { API_ERROR_CODES } from "@campus/shared";
import { AppError } from "./app-error";

describe("an error the server answers on purpose", () => {
  it("takes only the shared list's codes and the English catalogue's keys, so a misspelt one fails the type check", () => {
    // @ts-expect-error: "REPORT_NOT_FUOND" is no code of the shared list (npm run typecheck fails without this line's marker).
    expect(new AppError(404, "REPORT_NOT_FUOND", "reports.errors.notFound").code).toBe("REPORT_NOT_FUOND");
    // @ts-expect-error: "reports.errors.notFuond" is no key of the English catalogue.
    expect(new AppError(404, "REPORT_NOT_FOUND", "reports.errors.notFuond").messageKey).toBe("reports.errors.notFuond");
    expect(API_ERROR_CODES).toContain("REPORT_NOT_FOUND");
  });
});
