import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  paths,
  ROSTER_CSV_MAX,
  rosterImportResultSchema,
  rosterPreviewSchema,
  rosterSummarySchema,
  type RosterPreview,
} from "@campus/shared";
import { json, offContract, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin } from "../../../test/render-app";

const csv =
  "matrix_no,email,name\nA24CS0201,amir@student.ujian.edu.my,Amir Hamzah\nA24CS0202,,\nA24CS0203,bad@gmail.com,Bad Email\nA21CS0001,aisyah@student.ujian.edu.my,Aisyah Rahman\n";
const preview: RosterPreview = {
  rows: [
    { line: 2, matrixNo: "A24CS0201", email: "amir@student.ujian.edu.my", name: "Amir Hamzah", outcome: "add" },
    { line: 3, matrixNo: "A24CS0202", email: null, name: null, outcome: "add" },
    { line: 5, matrixNo: "A21CS0001", email: "aisyah@student.ujian.edu.my", name: "Aisyah Rahman", outcome: "update" },
  ],
  counts: { add: 2, update: 1, refused: 1 },
  refused: [{ line: 4, message: "Email: Please use your student email" }],
};

/** The roster endpoints as the server answers them; `answer` replaces the preview's answer. */
function stubRoster({ answer }: { answer?: (csv: string) => Response } = {}) {
  let summary = { entries: 1200, registered: 340 };
  const bodies: Array<{ path: string; csv: string }> = [];
  const calls = stubApi({
    session: testAdmin,
    handle: async (request, path) => {
      if (path === "/api/admin/roster") return json(rosterSummarySchema, summary);
      if (path === "/api/admin/roster/preview" || path === "/api/admin/roster/import") {
        const body = (await request.clone().json()) as { csv: string };
        bodies.push({ path, csv: body.csv });
        if (path.endsWith("/preview")) return answer ? answer(body.csv) : json(rosterPreviewSchema, preview);
        summary = { entries: 1202, registered: 340 };
        return json(rosterImportResultSchema, {
          added: 2,
          updated: 1,
          refused: preview.refused,
          message: "Roster imported: 2 added, 1 updated, 1 refused",
        });
      }
      return undefined;
    },
  });
  return { calls, bodies };
}

const csvFile = (text: string, name = "roster.csv") => new File([text], name, { type: "text/csv" });
const summaryFigures = () =>
  within(screen.getByRole("region", { name: "The roster now" }))
    .getAllByRole("definition")
    .map((item) => item.textContent);

describe("student roster", () => {
  it("imports a file in three steps: explain and choose, check the preview, import and report", async () => {
    const { bodies, calls } = stubRoster();
    const user = userEvent.setup();
    renderApp(paths.adminRoster);
    expect(await screen.findByRole("heading", { level: 1, name: "Student roster" })).toBeTruthy();
    await waitFor(() => expect(summaryFigures()).toEqual(["1,200", "340"]));
    expect(
      screen.getByRole("list", { name: "Import steps" }).querySelector("[aria-current=step]")!.textContent,
    ).toContain("Choose the file");
    expect(screen.getByText(/A24CS0201,amir.hamzah@student.ujian.edu.my,Amir Hamzah/)).toBeTruthy();

    await user.upload(screen.getByLabelText("Roster file (CSV)"), csvFile(csv));
    const step = await screen.findByRole("region", { name: "Check the changes" });
    expect(bodies).toEqual([{ path: "/api/admin/roster/preview", csv }]);
    expect(document.activeElement).toBe(within(step).getByRole("heading", { name: "Check the changes" }));
    expect(within(step).getByText("File: roster.csv")).toBeTruthy();
    expect(
      within(step)
        .getAllByRole("definition")
        .map((item) => item.textContent),
    ).toEqual(["2", "1", "1"]);
    const rows = within(within(step).getByRole("table", { name: "Rows to import" }))
      .getAllByRole("row")
      .slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      "2A24CS0201amir@student.ujian.edu.myAmir HamzahAdd",
      "3A24CS0202Not givenNot givenAdd",
      "5A21CS0001aisyah@student.ujian.edu.myAisyah RahmanUpdate",
    ]);
    const refused = within(step).getByRole("table", { name: "Refused rows" });
    expect(within(refused).getAllByRole("row")[1]!.textContent).toBe("4Email: Please use your student email");

    await user.click(within(step).getByRole("button", { name: "Import 3 rows" }));
    const result = await screen.findByRole("status", { name: "Import finished" });
    expect(bodies[1]).toEqual({ path: "/api/admin/roster/import", csv });
    expect(
      within(result)
        .getAllByRole("definition")
        .map((item) => item.textContent),
    ).toEqual(["2", "1", "1"]);
    expect(within(result).getByRole("listitem").textContent).toBe("Line 4: Email: Please use your student email");
    expect(document.activeElement).toBe(within(result).getByRole("heading", { name: "Import finished" }));
    expect(screen.getAllByText("Roster imported: 2 added, 1 updated, 1 refused").length).toBe(2);
    await waitFor(() => expect(summaryFigures()).toEqual(["1,202", "340"]));
    expect(calls.filter((call) => new URL(call.url).pathname === "/api/admin/roster").length).toBe(2);

    await user.click(within(result).getByRole("button", { name: "Import another file" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Roster file (CSV)"));
  });

  it("refuses an empty or too large file in the browser, with the server's messages", async () => {
    const { bodies } = stubRoster();
    const user = userEvent.setup();
    renderApp(paths.adminRoster);
    const input = await screen.findByLabelText("Roster file (CSV)");
    await user.upload(input, csvFile(" \n"));
    expect((await screen.findByRole("alert")).textContent).toBe("The file is empty.");
    expect(input.getAttribute("aria-invalid")).toBe("true");

    await user.upload(input, csvFile("A".repeat(ROSTER_CSV_MAX + 1)));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The file is too large (at most 8 MB)."));
    expect(bodies).toEqual([]);
  });

  it("shows the server's refusal of the file, and a too-large request, under the file input", async () => {
    let status = 400;
    stubRoster({
      answer: () =>
        status === 400
          ? refusal(status, {
              code: "VALIDATION_ERROR",
              message: "Please check the form.",
              fields: { csv: "The file is empty." },
            })
          : // A proxy's refusal of the too-large request: no body at all.
            offContract(new Response("", { status })),
    });
    const user = userEvent.setup();
    renderApp(paths.adminRoster);
    const input = await screen.findByLabelText("Roster file (CSV)");
    await user.upload(input, csvFile(csv));
    expect((await screen.findByRole("alert")).textContent).toBe("The file is empty.");
    status = 413;
    await user.upload(input, csvFile(csv));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The file is too large (at most 8 MB)."));
    expect(screen.queryByRole("region", { name: "Check the changes" })).toBeNull();
  });

  it("offers no import when no row can be imported, and goes back to choose another file", async () => {
    stubRoster({
      answer: () =>
        json(rosterPreviewSchema, {
          rows: [],
          counts: { add: 0, update: 0, refused: 1 },
          refused: [{ line: 1, message: "Matrix number: Please enter a valid matrix number" }],
        }),
    });
    const user = userEvent.setup();
    renderApp(paths.adminRoster);
    await user.upload(await screen.findByLabelText("Roster file (CSV)"), csvFile("???\n"));
    const step = await screen.findByRole("region", { name: "Check the changes" });
    expect(within(step).getByText(/No row of this file can be imported/)).toBeTruthy();
    expect(within(step).queryByRole("table", { name: "Rows to import" })).toBeNull();
    expect(within(step).getByRole("button", { name: "Import 0 rows" })).toHaveProperty("disabled", true);
    await user.click(within(step).getByRole("button", { name: "Choose another file" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Roster file (CSV)"));
  });

  it("keeps the preview and says so when the import fails", async () => {
    stubApi({
      session: testAdmin,
      handle: (_request, path) => {
        if (path === "/api/admin/roster") return json(rosterSummarySchema, { entries: 0, registered: 0 });
        if (path === "/api/admin/roster/preview") return json(rosterPreviewSchema, preview);
        if (path === "/api/admin/roster/import")
          return refusal(500, {
            code: "INTERNAL_ERROR",
            message: "Something went wrong on our side. Please try again.",
          });
        return undefined;
      },
    });
    const user = userEvent.setup();
    renderApp(paths.adminRoster);
    await user.upload(await screen.findByLabelText("Roster file (CSV)"), csvFile(csv));
    const step = await screen.findByRole("region", { name: "Check the changes" });
    await user.click(within(step).getByRole("button", { name: "Import 3 rows" }));
    expect((await within(step).findByRole("alert")).textContent).toBe(
      "Something went wrong on our side. Please try again.",
    );
    expect(within(step).getByRole("button", { name: "Import 3 rows" })).toHaveProperty("disabled", false);
  });

  it("speaks Malay", async () => {
    stubRoster();
    const user = userEvent.setup();
    const { i18n } = renderApp(paths.adminRoster);
    await screen.findByLabelText("Roster file (CSV)");
    await i18n.changeLanguage("my");
    expect(await screen.findByRole("heading", { level: 1, name: "Senarai pelajar" })).toBeTruthy();
    await waitFor(() => expect(summaryFiguresMy()).toEqual(["1,200", "340"]));
    await user.upload(screen.getByLabelText("Fail senarai pelajar (CSV)"), csvFile(csv));
    const step = await screen.findByRole("region", { name: "Semak perubahan" });
    expect(within(step).getByRole("button", { name: "Import 3 baris" })).toBeTruthy();
    expect(within(step).getByRole("table", { name: "Baris yang ditolak" })).toBeTruthy();
    expect(within(step).getAllByText("Kemas kini")).toHaveLength(1);
  });
});

const summaryFiguresMy = () =>
  within(screen.getByRole("region", { name: "Senarai pelajar sekarang" }))
    .getAllByRole("definition")
    .map((item) => item.textContent);
