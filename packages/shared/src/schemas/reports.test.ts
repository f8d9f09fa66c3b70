import { describe, expect, it } from "vitest";
import { newReportSchema, visitorReportSchema } from "./reports";

const today = () => "2026-11-22";

describe("report schemas", () => {
  it("accept their own output, so the forms can send what they parsed", () => {
    const once = newReportSchema(today).parse({
      type: "lost",
      itemType: "phone",
      brand: " Samsung ",
      serialNumber: "",
      locationId: "loc",
      eventDate: "2026-11-20",
    });
    expect(once).toMatchObject({ brand: "Samsung", serialNumber: null, model: null });
    expect(newReportSchema(today).parse(once)).toEqual(once);
    const visitor = visitorReportSchema(today).parse({
      itemType: "wallet",
      locationId: "loc",
      eventDate: "2026-11-20",
      custody: "office",
      visitorName: "Ali",
      visitorPhone: "012-345 6789",
    });
    expect(visitorReportSchema(today).parse(visitor)).toEqual(visitor);
  });

  it("report every problem at once, the rules across fields included", () => {
    const result = visitorReportSchema(today).safeParse({
      itemType: "other",
      locationId: "",
      eventDate: "2026-12-01",
      visitorName: "",
    });
    const fields = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]),
    );
    expect(fields).toMatchObject({
      itemTypeOther: "reports.errors.itemTypeOtherRequired",
      visitorEmail: "reports.errors.contactRequired",
      locationId: "reports.errors.locationRequired",
      eventDate: "reports.errors.dateInFuture",
      custody: "reports.errors.custodyRequired",
      visitorName: "auth.errors.nameRequired",
    });
  });
});
