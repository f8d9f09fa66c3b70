import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { createTestApp, type TestApp } from "../../../test/test-app";

let t: TestApp;
let admin: string;
let student: string;

beforeAll(async () => {
  t = await createTestApp();
  await addToRoster(t.app, [{ matrixNo: "A21CS0001" }]);
  student = await signUpAndLogIn(t.app, { matrixNo: "A21CS0001", email: "aisyah@student.demo.edu.my", name: "Aisyah" });
  admin = await signInOfficeAdmin(t.app);
});
afterAll(() => t.close());

const send = (method: "GET" | "POST", url: string, cookie?: string, payload?: object, language = "en") =>
  t.app.inject({
    method,
    url,
    headers: { origin: ORIGIN, "accept-language": language, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const csv = [
  "Matrix No,Email,Name",
  "A21CS0001,aisyah@student.demo.edu.my,Aisyah Rahman",
  'a21cs0002,,"Tan, Wei Jie"',
  "A21CS0003,someone@gmail.com,Wrong Domain",
  "A21CS0004,,Priya",
  "A21CS0002,,Again",
].join("\r\n");

describe("roster upload from the browser", () => {
  it("previews what the file would do without saving: rows to add and update, refused rows by line in the user's language", async () => {
    const res = await send("POST", "/api/admin/roster/preview", admin, { csv }, "my");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      rows: [
        {
          line: 2,
          matrixNo: "A21CS0001",
          email: "aisyah@student.demo.edu.my",
          name: "Aisyah Rahman",
          outcome: "update",
        },
        { line: 3, matrixNo: "A21CS0002", email: null, name: "Tan, Wei Jie", outcome: "add" },
        { line: 5, matrixNo: "A21CS0004", email: null, name: "Priya", outcome: "add" },
      ],
      counts: { add: 2, update: 1, refused: 2 },
      refused: [
        { line: 4, message: expect.stringMatching(/^E-mel: /) },
        { line: 6, message: "No. matrik A21CS0002 sudah ada pada baris 3" },
      ],
    });
    expect(await t.app.context.database.db.selectFrom("roster").select("matrix_no").execute()).toHaveLength(1);
    expect((await send("GET", "/api/admin/roster", admin)).json()).toEqual({ entries: 1, registered: 1 });
  });

  it("imports the good rows, skips the bad ones by line, records the import, and the new students can sign up", async () => {
    const res = await send("POST", "/api/admin/roster/import", admin, { csv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      added: 2,
      updated: 1,
      message: "Roster imported: 2 added, 1 updated, 2 refused",
    });
    expect(res.json().refused).toEqual([
      { line: 4, message: expect.stringMatching(/^Email: /) },
      { line: 6, message: "Matrix number A21CS0002 already appears on line 3" },
    ]);
    expect((await send("GET", "/api/admin/roster", admin)).json()).toEqual({ entries: 3, registered: 1 });
    await signUpAndLogIn(t.app, { matrixNo: "A21CS0004", email: "priya@student.demo.edu.my", name: "Priya" });
    expect((await send("GET", "/api/admin/roster", admin)).json()).toEqual({ entries: 3, registered: 2 });
    const [entry] = (await send("GET", "/api/admin/audit?action=roster.import", admin)).json().entries;
    expect(entry).toMatchObject({
      actor: { name: "Office" },
      targetType: "roster",
      detail: { added: 2, updated: 1, refused: 2 },
    });
  });

  it("refuses an empty file, a file over the limit, students and visitors", async () => {
    const empty = await send("POST", "/api/admin/roster/preview", admin, { csv: " \n " });
    expect(empty.json()).toMatchObject({ code: "VALIDATION_ERROR", fields: { csv: "The file is empty." } });
    const huge = await send("POST", "/api/admin/roster/import", admin, { csv: "A".repeat(8_000_001) });
    expect(huge.json().fields.csv).toBe("The file is too large (at most 8 MB).");
    expect((await send("POST", "/api/admin/roster/import", student, { csv })).statusCode).toBe(403);
    expect((await send("POST", "/api/admin/roster/preview", undefined, { csv })).statusCode).toBe(401);
    expect((await send("GET", "/api/admin/roster", student)).statusCode).toBe(403);
  });
});
