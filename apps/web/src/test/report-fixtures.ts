import { photoToKeep, type WaitingReport } from "../features/reports/waiting/store";
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

/**
 * A lost phone's report kept on the device (features/reports/waiting), waiting to be sent, with a
 * small JPEG as its photo; `overrides` change any part of it.
 */
export async function keptReport(overrides: Partial<WaitingReport> = {}): Promise<WaitingReport> {
  const clientId = crypto.randomUUID();
  return {
    clientId,
    userId: "u1",
    report: {
      type: "lost",
      itemType: "phone",
      itemTypeOther: null,
      brand: "Samsung",
      color: null,
      serialNumber: null,
      model: null,
      description: null,
      locationId: "loc-1",
      eventDate: "2026-11-20",
      clientId,
    },
    photo: await photoToKeep(new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], "phone.jpg", { type: "image/jpeg" })),
    savedAt: "2026-11-28T02:42:00.000Z",
    state: "waiting",
    ...overrides,
  };
}
