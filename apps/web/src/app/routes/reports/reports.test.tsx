import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  getHref,
  locationListSchema,
  messageResponseSchema,
  paths,
  reportPageSchema,
  reportResponseSchema,
  todayIn,
  uploadUrlResponseSchema,
  type ReportDetails,
  type ReportSummary,
} from "@campus/shared";
import { json, noContent, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testStudent, type ApiHandler } from "../../../test/render-app";
import { othersFoundReport } from "../../../test/report-fixtures";

const locations = [
  { id: "loc-1", nameEn: "Main Library", nameMy: "Perpustakaan Utama", active: true },
  { id: "loc-2", nameEn: "Old Hall", nameMy: "Dewan Lama", active: false },
];

const summary: ReportSummary = {
  id: "r1",
  type: "found",
  itemType: "phone",
  itemTypeOther: null,
  brand: "Samsung",
  color: "Black",
  model: "Galaxy S23",
  description: "Black phone in a blue case",
  location: locations[0]!,
  eventDate: "2026-11-20",
  status: "pending",
  image: null,
  createdAt: "2026-11-20T03:00:00.000Z",
  mine: false,
  byVisitor: false,
};
const details: ReportDetails = {
  ...summary,
  serialNumber: null,
  serialNumberHidden: true,
  hiddenDetails: null,
  custody: "office",
  reference: "LF-4HX82P",
  reporter: { visitor: false, office: false, name: "Wei Jie", email: null, phone: null },
  completedAt: null,
  solvedBy: null,
  can: { complete: false, delete: false },
};

/** The report endpoints as the server answers them, recording what was sent. */
function reportsApi(
  options: { createFails?: "server" | "field" | "briefly"; report?: ReportDetails } = {},
): ApiHandler {
  let report = options.report ?? details;
  let deleted = false;
  let unavailable = options.createFails === "briefly" ? 1 : 0;
  return async (request, path) => {
    if (path === "/api/locations") return json(locationListSchema, { locations });
    if (path === "/api/reports" && request.method === "POST") {
      const body = (await request.clone().json()) as Partial<ReportDetails>;
      if (unavailable-- > 0)
        return refusal(
          503,
          { code: "SERVICE_UNAVAILABLE", message: "The service is briefly unavailable. Please try again in a moment." },
          { "retry-after": "5" },
        );
      if (options.createFails === "server")
        return refusal(500, {
          code: "INTERNAL_ERROR",
          message: "Something went wrong on our side. Please try again.",
        });
      if (options.createFails === "field")
        return refusal(400, {
          code: "UNKNOWN_LOCATION",
          message: "x",
          fields: { locationId: "This location is not on the campus list" },
        });
      return json(
        reportResponseSchema,
        {
          report: { ...details, ...body, id: "new-1", mine: true, image: null },
          message: "Report submitted successfully",
        },
        201,
      );
    }
    if (path === "/api/reports" && request.method === "GET" && deleted)
      return json(reportPageSchema, { reports: [], total: 0, totalCapped: false, page: 1, pageSize: 12 });
    if (path === "/api/reports" && request.method === "GET")
      return json(reportPageSchema, {
        reports: [summary],
        total: 30,
        totalCapped: false,
        page: Number(new URL(request.url).searchParams.get("page") ?? 1),
        pageSize: 12,
      });
    if (path === `/api/reports/${report.id}` && request.method === "GET") {
      return deleted
        ? refusal(404, { code: "REPORT_NOT_FOUND", message: "This report does not exist or was deleted." })
        : json(reportResponseSchema, { report });
    }
    if (path === `/api/reports/${report.id}/complete`) {
      report = {
        ...report,
        status: "solved",
        completedAt: "2026-11-22T01:00:00.000Z",
        solvedBy: { name: "Aisyah Rahman" },
        can: { complete: false, delete: true },
      };
      return json(reportResponseSchema, { report, message: "Report marked as complete" });
    }
    if (path === `/api/reports/${report.id}` && request.method === "DELETE") {
      deleted = true;
      return json(messageResponseSchema, { message: "Item deleted" });
    }
    return undefined;
  };
}

async function fillFirstStep(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole("radio", { name: "Phone" }));
  await user.type(screen.getByLabelText("Brand (optional)"), "Samsung");
  await user.click(screen.getByRole("button", { name: "Next" }));
}

describe("reporting a lost item", () => {
  it("asks for the free-text type when the item is other, before leaving the first step", async () => {
    stubApi({ session: testStudent, handle: reportsApi() });
    const user = userEvent.setup();
    renderApp(paths.reportLost);
    await user.click(await screen.findByRole("radio", { name: "Other" }));
    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Please enter item type")).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.queryByLabelText("Location")).toBeNull();
  });

  it("sends the report and opens it, saying so", async () => {
    const calls = stubApi({ session: testStudent, handle: reportsApi() });
    const user = userEvent.setup();
    const { router } = renderApp(paths.reportLost);
    await fillFirstStep(user);
    await user.selectOptions(await screen.findByLabelText("Location"), "loc-1");
    expect(within(screen.getByLabelText("Location")).queryByRole("option", { name: "Old Hall" })).toBeNull();
    await user.type(screen.getByLabelText("Date lost"), "20/11/2026");
    await user.click(screen.getByRole("button", { name: "Submit report" }));
    expect(await screen.findByText("Report submitted successfully")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("reportLostDetails", { id: "new-1" })));
    // The form went: focus is on the report page's heading.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("heading", { level: 1 })));
    const sent = calls.find((request) => request.method === "POST" && new URL(request.url).pathname === "/api/reports");
    expect(await sent!.clone().json()).toMatchObject({
      type: "lost",
      itemType: "phone",
      brand: "Samsung",
      locationId: "loc-1",
      eventDate: "2026-11-20",
      image: null,
    });
  });

  it("sends the report again by itself when the service is briefly away, with the same client id", async () => {
    const calls = stubApi({ session: testStudent, handle: reportsApi({ createFails: "briefly" }) });
    const user = userEvent.setup();
    const { router } = renderApp(paths.reportLost);
    await fillFirstStep(user);
    await user.selectOptions(await screen.findByLabelText("Location"), "loc-1");
    await user.type(screen.getByLabelText("Date lost"), "20/11/2026");
    await user.click(screen.getByRole("button", { name: "Submit report" }));
    await waitFor(() => expect(router.state.location.pathname).toBe(getHref("reportLostDetails", { id: "new-1" })), {
      timeout: 4000,
    });
    const sent = calls.filter(
      (request) => request.method === "POST" && new URL(request.url).pathname === "/api/reports",
    );
    expect(sent).toHaveLength(2);
    const [first, second] = (await Promise.all(sent.map((request) => request.clone().json()))) as Array<{
      clientId: string;
    }>;
    expect(first!.clientId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second!.clientId).toBe(first!.clientId);
  });

  it("refuses a date after today in the university's time zone", async () => {
    stubApi({ session: testStudent, handle: reportsApi() });
    const user = userEvent.setup();
    renderApp(paths.reportLost);
    await fillFirstStep(user);
    await user.selectOptions(await screen.findByLabelText("Location"), "loc-1");
    // The calendar offers nothing after today in the university's time zone.
    expect(
      screen.getByLabelText("Date lost").parentElement!.querySelector('input[type="date"]')!.getAttribute("max"),
    ).toBe(todayIn("Asia/Kuala_Lumpur"));
    const future = new Date(Date.now() + 3 * 86_400_000);
    await user.type(
      screen.getByLabelText("Date lost"),
      future.toISOString().slice(0, 10).split("-").reverse().join("/"),
    );
    await user.click(screen.getByRole("button", { name: "Submit report" }));
    expect(await screen.findByText("The date cannot be in the future")).toBeTruthy();
  });

  it("keeps everything typed when the server fails, with its own message", async () => {
    stubApi({ session: testStudent, handle: reportsApi({ createFails: "server" }) });
    const user = userEvent.setup();
    renderApp(paths.reportLost);
    await fillFirstStep(user);
    await user.selectOptions(await screen.findByLabelText("Location"), "loc-1");
    await user.type(screen.getByLabelText("Date lost"), "20/11/2026");
    await user.click(screen.getByRole("button", { name: "Submit report" }));
    expect(await screen.findByText("Something went wrong. Please try again")).toBeTruthy();
    expect(screen.getByLabelText<HTMLSelectElement>("Location").value).toBe("loc-1");
    await user.click(screen.getByRole("button", { name: "Back" }));
    expect(screen.getByLabelText<HTMLInputElement>("Brand (optional)").value).toBe("Samsung");
  });

  it("shows the server's refusal of a fake JPG at the photo field, whose button says what it is for", async () => {
    stubApi({
      session: testStudent,
      handle: (request, path) => {
        if (path === "/api/generate-upload-url")
          return json(uploadUrlResponseSchema, {
            upload_url: "/api/uploads/incoming/u1/f.jpg?sig=x",
            public_url: "/api/files/f.jpg",
            filename: "f.jpg",
          });
        if (path.startsWith("/api/uploads/incoming/")) return noContent();
        if (path === "/api/reports" && request.method === "POST")
          return refusal(400, { code: "NOT_AN_IMAGE", message: "This file is not a JPG or PNG image" });
        return reportsApi()(request, path);
      },
    });
    const user = userEvent.setup();
    renderApp(paths.reportLost);
    await fillFirstStep(user);
    await user.selectOptions(await screen.findByLabelText("Location"), "loc-1");
    await user.type(screen.getByLabelText("Date lost"), "20/11/2026");
    const picker = screen.getByLabelText("Choose a photo of the item");
    // A JPEG's first bytes, then nothing a decoder could read: only the server finds out.
    const broken = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
    await user.upload(picker, new File([broken], "holiday.jpg", { type: "image/jpeg" }));
    // The picked file's first bytes are read before the field takes it (and relabels its button).
    const input = await screen.findByLabelText("Choose another photo");
    await user.click(screen.getByRole("button", { name: "Submit report" }));
    await waitFor(() => expect(input.getAttribute("aria-invalid")).toBe("true"));
    const errorId = input
      .getAttribute("aria-describedby")!
      .split(" ")
      .find((id) => id.endsWith("-error"))!;
    expect(document.getElementById(errorId)?.textContent).toBe("This file is not a JPG or PNG image");
    expect(screen.queryByRole("alert", { name: /not a JPG/ })).toBeNull();
  });

  it("refuses a text file renamed fake.jpg the moment it is picked, keeping everything typed", async () => {
    const calls = stubApi({ session: testStudent, handle: reportsApi() });
    const user = userEvent.setup();
    renderApp(paths.reportLost);
    await fillFirstStep(user);
    await user.selectOptions(await screen.findByLabelText("Location"), "loc-1");
    await user.type(screen.getByLabelText("Date lost"), "20/11/2026");
    const picker = screen.getByLabelText("Choose a photo of the item");
    await user.upload(picker, new File(["just some text, not a picture"], "fake.jpg", { type: "image/jpeg" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "This file is not a JPG or PNG image");
    expect(picker.getAttribute("aria-invalid")).toBe("true");
    // No broken preview, no photo chosen, nothing sent; what was typed stays.
    expect(screen.queryByRole("img", { name: /fake\.jpg/ })).toBeNull();
    expect(screen.getByLabelText("Choose a photo of the item")).toBe(picker);
    expect(calls.filter((request) => request.url.includes("upload"))).toHaveLength(0);
    expect(screen.getByLabelText<HTMLSelectElement>("Location").value).toBe("loc-1");
    expect(screen.getByLabelText<HTMLInputElement>("Date lost").value).toBe("20/11/2026");
  });

  it("puts the server's refusal of a field on that field", async () => {
    stubApi({ session: testStudent, handle: reportsApi({ createFails: "field" }) });
    const user = userEvent.setup();
    renderApp(paths.reportFound);
    await fillFirstStep(user);
    await user.selectOptions(await screen.findByLabelText("Location"), "loc-1");
    await user.type(screen.getByLabelText("Date found"), "20/11/2026");
    await user.click(screen.getByRole("radio", { name: "I handed it in to the administration office" }));
    await user.click(screen.getByRole("button", { name: "Submit report" }));
    expect(await screen.findByText("This location is not on the campus list")).toBeTruthy();
  });
});

describe("a report's details", () => {
  it("shows another student what is safe, no actions, and the office's contacts", async () => {
    stubApi({ session: testStudent, handle: reportsApi() });
    renderApp(getHref("reportFoundDetails", { id: "r1" }));
    expect(await screen.findByText("Hidden: only the finder and the administration office can see it")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as complete" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Delete" })).toBeNull();
    expect(
      screen.getByText("Reports cannot be edited. To correct one, contact the administration office:"),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: "+60 7-555 0101" })).toBeTruthy();
  });

  it("shows a student the university office, not the clerk, as the reporter of an item taken in at the counter", async () => {
    const intake = othersFoundReport({
      reporter: { visitor: false, office: true, name: "", email: null, phone: null },
    });
    stubApi({
      session: testStudent,
      handle: (_request, path) =>
        path === "/api/reports/found-1" ? json(reportResponseSchema, { report: intake }) : undefined,
    });
    const { i18n } = renderApp(getHref("reportFoundDetails", { id: "found-1" }));
    const by = await screen.findByText("Reported by");
    expect(by.nextElementSibling?.textContent).toBe("University office");
    await act(() => i18n.changeLanguage("my"));
    expect((await screen.findByText("Dilaporkan oleh")).nextElementSibling?.textContent).toBe("Pejabat universiti");
  });

  it("lets the reporter mark it complete after confirming, then shows the completion", async () => {
    stubApi({
      session: testStudent,
      handle: reportsApi({
        report: {
          ...details,
          mine: true,
          serialNumber: "SN-1",
          serialNumberHidden: false,
          can: { complete: true, delete: true },
        },
      }),
    });
    const user = userEvent.setup();
    renderApp(getHref("reportFoundDetails", { id: "r1" }));
    await user.click(await screen.findByRole("button", { name: "Mark as complete" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark this report as complete?" });
    await user.click(within(dialog).getByRole("button", { name: "Mark as complete" }));
    expect(await screen.findByText("Report marked as complete")).toBeTruthy();
    expect(await screen.findByText("Solved by")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mark as complete" })).toBeNull();
    // The button went: focus is on the new status, not on the page's body.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Solved"));
  });

  it("deletes after confirming and goes back to the reports", async () => {
    stubApi({
      session: testStudent,
      handle: reportsApi({ report: { ...details, mine: true, can: { complete: true, delete: true } } }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(getHref("reportFoundDetails", { id: "r1" }));
    await user.click(await screen.findByRole("button", { name: "Delete" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this report?" });
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Item deleted")).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.reportDetails));
  });
});

describe("searching reports", () => {
  it("sends the chosen filters and words, pages, and opens details in a dialog", async () => {
    const calls = stubApi({ session: testStudent, handle: reportsApi() });
    const user = userEvent.setup();
    const { router } = renderApp(paths.reportDetails);
    expect(await screen.findByText("Reports found: 30")).toBeTruthy();
    await user.selectOptions(screen.getByLabelText("Lost or found"), "found");
    await user.type(screen.getByLabelText("Search words"), "samsung black");
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() => expect(router.state.location.search).toBe("?type=found&q=samsung+black"));
    await waitFor(() => {
      const searched = calls.filter((request) => new URL(request.url).pathname === "/api/reports").at(-1)!;
      expect(Object.fromEntries(new URL(searched.url).searchParams)).toMatchObject({
        q: "samsung black",
        type: "found",
      });
    });

    await user.click(screen.getByRole("button", { name: "Next page" }));
    expect(await screen.findByText("Page 2 of 3")).toBeTruthy();

    const opener = screen.getByRole("button", { name: "View details of Samsung Galaxy S23 (Phone)" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Samsung Galaxy S23 (Phone)" });
    expect(await within(dialog).findByText("Black phone in a blue case")).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    // Focus returns to the button that opened it.
    expect(document.activeElement).toBe(opener);
  });

  it("deletes from the details dialog: the dialog closes, says Item deleted and the list no longer shows the report", async () => {
    stubApi({
      session: testStudent,
      handle: reportsApi({ report: { ...details, mine: true, can: { complete: true, delete: true } } }),
    });
    const user = userEvent.setup();
    renderApp(paths.reportDetails);
    await user.click(await screen.findByRole("button", { name: "View details of Samsung Galaxy S23 (Phone)" }));
    const dialog = await screen.findByRole("dialog", { name: "Samsung Galaxy S23 (Phone)" });
    await user.click(await within(dialog).findByRole("button", { name: "Delete" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete this report?" });
    await user.click(within(confirm).getByRole("button", { name: "Delete" }));
    expect(await screen.findByText("Item deleted")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.queryByText("This report does not exist or was deleted.")).toBeNull();
    expect(await screen.findByText("Reports found: 0")).toBeTruthy();
  });

  it("shows a capped total as more than two hundred and keeps the next page open", async () => {
    stubApi({
      session: testStudent,
      handle: (request, path) =>
        path === "/api/reports"
          ? json(reportPageSchema, {
              reports: Array.from({ length: 12 }, (_, i) => ({ ...summary, id: `r${i}` })),
              total: 200,
              totalCapped: true,
              page: 1,
              pageSize: 12,
            })
          : reportsApi()(request, path),
    });
    renderApp(paths.reportDetails);
    expect(await screen.findByText("Reports found: 200+")).toBeTruthy();
    expect(screen.getByText("Page 1")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next page" }).hasAttribute("disabled")).toBe(false);
  });

  it("speaks Malay", async () => {
    window.localStorage.setItem("preferred-language", "my");
    stubApi({ session: testStudent, handle: reportsApi() });
    renderApp(paths.reportDetails);
    expect(await screen.findByText("Laporan dijumpai: 30")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 3, name: "Samsung Galaxy S23 (Telefon)" })).toBeTruthy();
    expect(screen.getAllByText("Perpustakaan Utama").some((element) => element.tagName === "P")).toBe(true);
  });
});
