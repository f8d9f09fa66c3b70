import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  getHref,
  likelyOwnerListSchema,
  messageResponseSchema,
  reportResponseSchema,
  type LikelyOwner,
  type ReportDetails,
} from "@campus/shared";
import { json } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin, testStudent } from "../../../test/render-app";
import { othersFoundReport, testReport } from "../../../test/report-fixtures";

const found: ReportDetails = othersFoundReport({ mine: false, can: { complete: true, delete: true } });

const owners: LikelyOwner[] = [
  {
    lostReport: testReport({ id: "lost-1", mine: false }),
    owner: { name: "Aisyah Rahman", email: "aisyah@student.ujian.edu.my" },
    score: 0.912,
    reasons: [{ code: "sameBrand" }, { code: "sameModel" }, { code: "foundDaysAfter", days: 1 }],
    toldAt: "2026-03-03T04:00:00.000Z",
    officeNoticeAt: null,
  },
  {
    lostReport: testReport({ id: "lost-2", mine: false, brand: null, model: null, eventDate: "2026-02-27" }),
    owner: { name: "Tan Mei Ling", email: "mei@student.ujian.edu.my" },
    score: 0.62,
    reasons: [{ code: "sameKind" }],
    toldAt: null,
    officeNoticeAt: "2026-03-04T02:00:00.000Z",
  },
];

/** The found report and its likely owners as the server answers them; the notice sets the owner's time. */
function likelyOwnersApi({ report = found, list = owners } = {}) {
  let current = list;
  const notified: string[] = [];
  const calls = stubApi({
    session: testAdmin,
    handle: (request, path) => {
      if (path === `/api/reports/${report.id}`) return json(reportResponseSchema, { report });
      if (path === `/api/admin/reports/${report.id}/likely-owners`)
        return json(likelyOwnerListSchema, { owners: current });
      const notify = /^\/api\/admin\/reports\/[^/]+\/likely-owners\/([^/]+)\/notify$/.exec(path);
      if (notify && request.method === "POST") {
        notified.push(notify[1]!);
        current = current.map((owner) =>
          owner.lostReport.id === notify[1] ? { ...owner, officeNoticeAt: "2026-03-05T03:00:00.000Z" } : owner,
        );
        return json(messageResponseSchema, {
          message: "Notice sent: Aisyah Rahman will be told the office may have their item.",
        });
      }
      return undefined;
    },
  });
  return { calls, notified };
}

const foundPage = getHref("reportFoundDetails", { id: found.id });
const panel = () => screen.findByRole("region", { name: "Likely owners" });

describe("the office's likely owners of a found item it keeps", () => {
  it("lists each pending lost report best first, with its owner, score and reasons, and whether the office told them", async () => {
    likelyOwnersApi();
    renderApp(foundPage);
    const section = await panel();
    expect(within(section).getByRole("heading", { level: 2, name: "Likely owners" })).toBeTruthy();
    const names = await within(section).findAllByRole("heading", { level: 3 });
    expect(names.map((name) => name.textContent)).toEqual(["Aisyah Rahman", "Tan Mei Ling"]);
    const [first, second] = names.map((name) => name.closest("li")!);
    expect(within(first!).getByText("aisyah@student.ujian.edu.my")).toBeTruthy();
    expect(within(first!).getByText("Lost Samsung Galaxy S23 (Phone) at Main Library on 2 Mar 2026")).toBeTruthy();
    expect(within(first!).getByText("91% match")).toBeTruthy();
    expect(
      within(within(first!).getByRole("list", { name: "Why it may be theirs" }))
        .getAllByRole("listitem")
        .map((reason) => reason.textContent),
    ).toEqual(["same brand", "same model", "found 1 day after lost"]);
    expect(within(first!).getByText(/^Told in the app on 3 Mar 2026/)).toBeTruthy();
    const send = within(first!).getByRole("button", { name: "Send a notice from the office" });
    expect(send.getAttribute("aria-describedby")?.split(" ")).toContain(names[0]!.id);
    expect(within(first!).getByRole("link", { name: "View lost report" }).getAttribute("href")).toBe(
      getHref("reportLostDetails", { id: "lost-1" }),
    );

    expect(within(second!).getByText("Lost Phone at Main Library on 27 Feb 2026")).toBeTruthy();
    expect(within(second!).getByText("Not told in the app yet")).toBeTruthy();
    expect(within(second!).getByText(/^Notice sent 4 Mar 2026/)).toBeTruthy();
    expect(within(second!).queryByRole("button", { name: "Send a notice from the office" })).toBeNull();
  });

  it("sends the office's notice: the sent time takes the button's place and the focus", async () => {
    const { calls, notified } = likelyOwnersApi();
    const user = userEvent.setup();
    renderApp(foundPage);
    const section = await panel();
    const first = (await within(section).findByRole("heading", { level: 3, name: "Aisyah Rahman" })).closest("li")!;
    await user.click(within(first).getByRole("button", { name: "Send a notice from the office" }));
    expect(
      await screen.findByText("Notice sent: Aisyah Rahman will be told the office may have their item."),
    ).toBeTruthy();
    const sent = await within(first).findByText(/^Notice sent 5 Mar 2026/);
    expect(within(first).queryByRole("button", { name: "Send a notice from the office" })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(sent));
    expect(notified).toEqual(["lost-1"]);
    const post = calls.find((request) => request.method === "POST" && request.url.includes("/notify"));
    expect(new URL(post!.url).pathname).toBe("/api/admin/reports/found-1/likely-owners/lost-1/notify");
  });

  it("says when no pending lost report resembles the item, in Malay too", async () => {
    likelyOwnersApi({ list: [] });
    const { unmount } = renderApp(foundPage);
    const section = await panel();
    expect(await within(section).findByText("No pending lost report resembles this item yet.")).toBeTruthy();
    unmount();

    window.localStorage.setItem("preferred-language", "my");
    renderApp(foundPage);
    const malay = await screen.findByRole("region", { name: "Pemilik berkemungkinan" });
    expect(
      await within(malay).findByText("Belum ada laporan kehilangan yang belum selesai menyerupai barang ini."),
    ).toBeTruthy();
  });

  it("is not shown for an item its finder keeps, a solved one, or to a student", async () => {
    const finderHeld = likelyOwnersApi({ report: { ...found, custody: "finder" } });
    const first = renderApp(foundPage);
    expect(await screen.findByRole("heading", { level: 1, name: "Found item" })).toBeTruthy();
    expect(await screen.findByText("LF-7K3Q9M")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Likely owners" })).toBeNull();
    expect(finderHeld.calls.some((request) => request.url.includes("likely-owners"))).toBe(false);
    first.unmount();

    const solved = likelyOwnersApi({ report: { ...found, status: "solved" } });
    const second = renderApp(foundPage);
    expect(await screen.findByText("LF-7K3Q9M")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Likely owners" })).toBeNull();
    expect(solved.calls.some((request) => request.url.includes("likely-owners"))).toBe(false);
    second.unmount();

    const calls = stubApi({
      session: testStudent,
      handle: (_request, path) =>
        path === `/api/reports/${found.id}` ? json(reportResponseSchema, { report: found }) : undefined,
    });
    renderApp(foundPage);
    expect(await screen.findByText("LF-7K3Q9M")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Likely owners" })).toBeNull();
    expect(calls.some((request) => request.url.includes("likely-owners"))).toBe(false);
  });
});
