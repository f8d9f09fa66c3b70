import type { ReportDetails } from "@campus/shared";
import { testStudent } from "./render-app";

export const testLibrary = { id: "loc-1", nameEn: "Main Library", nameMy: "Perpustakaan Utama", active: true };

/**
 * A report as the server sends it: by default the test student's pending lost Samsung phone at
 * the Main Library, which they may manage; tests change what they are about.
 */
export function testReport(overrides: Partial<ReportDetails> = {}): ReportDetails {
  return {
    id: "lost-1",
    type: "lost",
    itemType: "phone",
    itemTypeOther: null,
    brand: "Samsung",
    color: "Black",
    model: "Galaxy S23",
    description: null,
    location: testLibrary,
    eventDate: "2026-03-02",
    status: "pending",
    image: null,
    createdAt: "2026-03-02T03:00:00.000Z",
    mine: true,
    byVisitor: false,
    serialNumber: null,
    serialNumberHidden: false,
    hiddenDetails: null,
    custody: null,
    reference: null,
    reporter: {
      visitor: false,
      office: false,
      name: testStudent.name,
      email: testStudent.email,
      phone: testStudent.phone,
    },
    completedAt: null,
    solvedBy: null,
    can: { complete: true, delete: true },
    ...overrides,
  };
}

/** Someone else's found report, as another student sees it (serial hidden, no contacts). */
export function othersFoundReport(overrides: Partial<ReportDetails> = {}): ReportDetails {
  return testReport({
    id: "found-1",
    type: "found",
    eventDate: "2026-03-03",
    createdAt: "2026-03-03T03:00:00.000Z",
    mine: false,
    serialNumberHidden: true,
    custody: "office",
    reference: "LF-7K3Q9M",
    reporter: { visitor: false, office: false, name: "Tan Wei Jie", email: null, phone: null },
    can: { complete: false, delete: false },
    ...overrides,
  });
}
