import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  claimListSchema,
  claimResponseSchema,
  custodySchema,
  itemClaimsSchema,
  reportResponseSchema,
  todayIn,
  type Claim,
} from "@campus/shared";
import { json } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin, testStudent } from "../../../test/render-app";
import { othersFoundReport } from "../../../test/report-fixtures";

const today = todayIn("Asia/Kuala_Lumpur");
const item = {
  id: "found-1",
  reference: "LF-7K3Q9M",
  itemType: "phone" as const,
  itemTypeOther: null,
  brand: "Samsung",
  model: "Galaxy S23",
  color: "Black",
};
const claim = (overrides: Partial<Claim> = {}): Claim => ({
  id: "c1",
  status: "open",
  item,
  claimant: { name: testStudent.name, email: null },
  details: "Blue case, a cat sticker",
  lostWhere: "Main Library",
  lostOn: "2026-03-02",
  image: null,
  createdAt: "2026-03-04T03:00:00.000Z",
  decision: null,
  handover: null,
  ...overrides,
});

describe("claiming a found item", () => {
  it("a student claims someone else's found item from its details, then sees where the claim stands", async () => {
    const user = userEvent.setup();
    let mine: Claim[] = [];
    const sent: unknown[] = [];
    stubApi({
      session: testStudent,
      handle: async (request, path) => {
        if (path === "/api/reports/found-1") return json(reportResponseSchema, { report: othersFoundReport() });
        if (path === "/api/claims/mine") return json(claimListSchema, { claims: mine });
        if (path === "/api/reports/found-1/claims" && request.method === "POST") {
          sent.push(await request.clone().json());
          mine = [claim()];
          return json(
            claimResponseSchema,
            { claim: mine[0]!, message: "Your claim was sent to the administration office" },
            201,
          );
        }
        return undefined;
      },
    });
    renderApp("/dashboard/report-found/found-1");
    // The finder's hidden details are not on the page, and nothing to edit them.
    await user.click(await screen.findByRole("button", { name: /Claim Samsung Galaxy S23/ }));
    const dialog = await screen.findByRole("dialog", { name: "Claim this item" });
    await user.click(within(dialog).getByRole("button", { name: "Send claim" }));
    expect(await within(dialog).findByText("Please describe what only the owner would know")).toBeTruthy();
    await waitFor(() =>
      expect(document.activeElement).toBe(within(dialog).getByLabelText(/What only the owner would know/)),
    );
    await user.type(within(dialog).getByLabelText(/What only the owner would know/), "Blue case, a cat sticker");
    await user.type(within(dialog).getByLabelText(/Where did you lose it/), "Main Library");
    await user.type(within(dialog).getByLabelText(/When did you lose it/), "02/03/2026");
    await user.click(within(dialog).getByRole("button", { name: "Send claim" }));
    await waitFor(() =>
      expect(sent).toEqual([
        { details: "Blue case, a cat sticker", lostWhere: "Main Library", lostOn: "2026-03-02", image: null },
      ]),
    );
    expect(await screen.findByText("Your claim: Waiting for the office")).toBeTruthy();
    // The claim button went: focus is on where the claim stands.
    await waitFor(() => expect(document.activeElement?.textContent).toMatch(/^Your claim: Waiting for the office/));
    expect(screen.queryByText("Hidden details")).toBeNull();
  });

  it("the claim form's proof photo is the report forms' photo field: checked when picked, previewed, removable", async () => {
    stubApi({
      session: testStudent,
      handle: async (_request, path) => {
        if (path === "/api/reports/found-1") return json(reportResponseSchema, { report: othersFoundReport() });
        if (path === "/api/claims/mine") return json(claimListSchema, { claims: [] });
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderApp("/dashboard/report-found/found-1");
    await user.click(await screen.findByRole("button", { name: /Claim Samsung Galaxy S23/ }));
    const dialog = await screen.findByRole("dialog", { name: "Claim this item" });
    await user.type(within(dialog).getByLabelText(/What only the owner would know/), "Blue case");
    const picker = within(dialog).getByLabelText("Choose a photo");
    expect(within(dialog).getByText("A photo that shows it is yours (optional)")).toBeTruthy();

    await user.upload(picker, new File(["just some text"], "fake.jpg", { type: "image/jpeg" }));
    expect(await within(dialog).findByRole("alert")).toHaveProperty(
      "textContent",
      "This file is not a JPG or PNG image",
    );
    expect(within(dialog).queryByRole("img")).toBeNull();

    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    await user.upload(picker, new File([png], "receipt.png", { type: "image/png" }));
    expect(await within(dialog).findByRole("img", { name: "Chosen photo: receipt.png" })).toBeTruthy();
    expect(within(dialog).queryByRole("alert")).toBeNull();
    await user.click(within(dialog).getByRole("button", { name: "Remove photo" }));
    expect(within(dialog).queryByRole("img")).toBeNull();
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/What only the owner would know/).value).toBe(
      "Blue case",
    );
  });

  it("the finder sees and edits the item's hidden details, and cannot claim it", async () => {
    stubApi({
      session: testStudent,
      handle: async (_request, path) => {
        if (path === "/api/reports/found-1")
          return json(reportResponseSchema, {
            report: othersFoundReport({ mine: true, hiddenDetails: "A cat sticker" }),
          });
        if (path === "/api/claims/mine") return json(claimListSchema, { claims: [] });
        return undefined;
      },
    });
    renderApp("/dashboard/report-found/found-1");
    expect(await screen.findByRole("heading", { name: "Hidden details" })).toBeTruthy();
    expect(screen.getByText("A cat sticker")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Edit hidden details" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: /Claim/ })).toBeNull();
  });

  it("My claims lists the student's claims with the office's decision", async () => {
    stubApi({
      session: testStudent,
      handle: async (_request, path) =>
        path === "/api/claims/mine"
          ? json(claimListSchema, {
              claims: [
                claim({
                  status: "rejected",
                  decision: { reason: "The sticker is not there", at: "2026-03-05T03:00:00.000Z", by: "Office" },
                }),
              ],
            })
          : undefined,
    });
    renderApp("/dashboard/my-claims");
    expect(await screen.findByRole("heading", { level: 1, name: "My claims" })).toBeTruthy();
    expect(await screen.findByText("The sticker is not there")).toBeTruthy();
    expect(screen.getByText("Rejected")).toBeTruthy();
  });
});

describe("the office's claims", () => {
  it("compares claims with the hidden details, approves with a reason, then records the handover", async () => {
    const user = userEvent.setup();
    let current = claim({ claimant: { name: "Nur Owner", email: "nur@student.demo.edu.my" } });
    const sent: Array<{ path: string; body: unknown }> = [];
    stubApi({
      session: testAdmin,
      handle: async (request, path) => {
        if (path === "/api/reports/found-1")
          return json(reportResponseSchema, {
            report: othersFoundReport({
              hiddenDetails: "Cat sticker on the back",
              can: { complete: true, delete: true },
            }),
          });
        if (path === "/api/admin/reports/found-1/custody")
          return json(custodySchema, {
            reference: "LF-7K3Q9M",
            custody: "office",
            place: null,
            outcome: null,
            reportedAt: "2026-03-03T03:00:00.000Z",
            events: [],
          });
        if (path === "/api/admin/storage-places") return undefined;
        if (path === "/api/admin/reports/found-1/claims")
          return json(itemClaimsSchema, {
            item: {
              ...item,
              status: "pending",
              description: null,
              serialNumber: "SN1",
              hiddenDetails: "Cat sticker on the back",
            },
            claims: [current],
          });
        if (path.startsWith("/api/admin/claims/c1/")) {
          sent.push({ path, body: await request.clone().json() });
          current = path.endsWith("approve")
            ? {
                ...current,
                status: "approved",
                decision: { reason: "Sticker matches", at: "2026-03-05T03:00:00.000Z", by: testAdmin.name },
              }
            : { ...current, status: "returned" };
          return json(claimResponseSchema, { claim: current, message: "Saved" });
        }
        return undefined;
      },
    });
    renderApp("/dashboard/report-found/found-1");
    const panel = (await screen.findByRole("heading", { name: "Claims on this item: 1" })).closest("section")!;
    expect(within(panel).getAllByText("Cat sticker on the back").length).toBeGreaterThan(0);
    expect(within(panel).getByText("Blue case, a cat sticker")).toBeTruthy();
    await user.click(within(panel).getByRole("button", { name: "Approve the claim of Nur Owner" }));
    const approve = await screen.findByRole("dialog", { name: "Approve this claim" });
    // The reason is emailed: the clerk is warned beside it not to give the hidden details away.
    const reason = within(approve).getByLabelText(/Reason/);
    const described = (reason.getAttribute("aria-describedby") ?? "").split(" ");
    expect(described.map((id) => document.getElementById(id)?.textContent).join(" ")).toMatch(
      /do not repeat the hidden details/,
    );
    await user.type(reason, "Sticker matches");
    await user.click(within(approve).getByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(sent[0]).toEqual({ path: "/api/admin/claims/c1/approve", body: { reason: "Sticker matches" } }),
    );
    // The approve button went: focus is on the claim's new status.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Approved: waiting for collection"));
    expect(within(panel).getByRole("article").contains(document.activeElement)).toBe(true);
    // The handover dialog can be left without recording anything, and names what it records.
    await user.click(await within(panel).findByRole("button", { name: "Record the handover to Nur Owner" }));
    const cancelled = await screen.findByRole("dialog", { name: "The owner collected the item" });
    await user.click(within(cancelled).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "The owner collected the item" })).toBeNull());
    expect(sent).toHaveLength(1);
    await user.click(within(panel).getByRole("button", { name: "Record the handover to Nur Owner" }));
    const handover = await screen.findByRole("dialog", { name: "The owner collected the item" });
    await user.selectOptions(within(handover).getByLabelText(/Identity checked with/), "studentCard");
    expect(within(handover).queryByRole("button", { name: "Save" })).toBeNull();
    await user.click(within(handover).getByRole("button", { name: "Record handover" }));
    await waitFor(() =>
      expect(sent[1]).toEqual({
        path: "/api/admin/claims/c1/handover",
        body: { handedOverOn: today, identityCheck: "studentCard", note: "" },
      }),
    );
    expect(await within(panel).findByText("Returned to the claimant")).toBeTruthy();
    expect(within(panel).queryByText("Returned to you")).toBeNull();
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Returned to the claimant"));
  });

  it("after rejecting a claim, focus is on its new status", async () => {
    const user = userEvent.setup();
    let current = claim({ claimant: { name: "Nur Owner", email: "nur@student.demo.edu.my" } });
    const sent: Array<{ path: string; body: unknown }> = [];
    stubApi({
      session: testAdmin,
      handle: async (request, path) => {
        if (path === "/api/reports/found-1")
          return json(reportResponseSchema, {
            report: othersFoundReport({
              hiddenDetails: "Cat sticker on the back",
              can: { complete: true, delete: true },
            }),
          });
        if (path === "/api/admin/reports/found-1/custody")
          return json(custodySchema, {
            reference: "LF-7K3Q9M",
            custody: "office",
            place: null,
            outcome: null,
            reportedAt: "2026-03-03T03:00:00.000Z",
            events: [],
          });
        if (path === "/api/admin/storage-places") return undefined;
        if (path === "/api/admin/reports/found-1/claims")
          return json(itemClaimsSchema, {
            item: {
              ...item,
              status: "pending",
              description: null,
              serialNumber: "SN1",
              hiddenDetails: "Cat sticker on the back",
            },
            claims: [current],
          });
        if (path.startsWith("/api/admin/claims/c1/")) {
          sent.push({ path, body: await request.clone().json() });
          current = path.endsWith("reject")
            ? {
                ...current,
                status: "rejected",
                decision: { reason: "No sticker", at: "2026-03-05T03:00:00.000Z", by: testAdmin.name },
              }
            : path.endsWith("approve")
              ? {
                  ...current,
                  status: "approved",
                  decision: { reason: "Sticker matches", at: "2026-03-05T03:00:00.000Z", by: testAdmin.name },
                }
              : { ...current, status: "returned" };
          return json(claimResponseSchema, { claim: current, message: "Saved" });
        }
        return undefined;
      },
    });
    renderApp("/dashboard/report-found/found-1");
    const panel = (await screen.findByRole("heading", { name: "Claims on this item: 1" })).closest("section")!;
    await user.click(within(panel).getByRole("button", { name: "Reject the claim of Nur Owner" }));
    const reject = await screen.findByRole("dialog", { name: "Reject this claim" });
    await user.type(within(reject).getByLabelText(/Reason/), "No sticker");
    await user.click(within(reject).getByRole("button", { name: "Reject" }));
    await waitFor(() => expect(sent[0]?.path).toBe("/api/admin/claims/c1/reject"));
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Rejected"));
    expect(within(panel).getByRole("article").contains(document.activeElement)).toBe(true);
  });

  it("lists the claims to work through, each opening its item", async () => {
    stubApi({
      session: testAdmin,
      handle: async (_request, path) =>
        path === "/api/admin/claims"
          ? json(claimListSchema, {
              claims: [claim({ status: "approved", claimant: { name: "Nur Owner", email: null } })],
            })
          : undefined,
    });
    renderApp("/dashboard/admin/claims");
    const link = await screen.findByRole("link", { name: /Compare claims on Samsung Galaxy S23/ });
    expect(link.getAttribute("href")).toBe("/dashboard/report-found/found-1");
    // The office reads its own wording, not the claimant's ("collect it at the office", "Returned to you").
    const card = screen.getByRole("article", { name: /Nur Owner/ });
    expect(within(card).getByText("Approved: waiting for collection")).toBeTruthy();
    const filter = screen.getByRole("combobox", { name: "Show" });
    expect(
      within(filter)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Open and approved",
      "Waiting for a decision",
      "Approved: waiting for collection",
      "Rejected",
      "Returned to the claimant",
    ]);
    expect(screen.queryByText(/Returned to you|collect it at the office/)).toBeNull();
  });
});
