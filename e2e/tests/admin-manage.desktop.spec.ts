import type { Browser, Locator, Page, TestInfo } from "@playwright/test";
import { catalogues, expect, expectNoAxeViolations, logIn, paths, signUpByApi, test, useSession } from "./fixtures";

// The demo admin (other journeys change some students' passwords, never the admin's).
const ADMIN = { email: "admin@demo.edu.my", password: "AdminDemo#2026" };
const PASSWORD = "Student#2026";
const DOMAIN = "student.demo.edu.my";
const en = catalogues.en;
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;

// Desktop and phone run in parallel against one database: each has its own roster rows,
// location and students (roster entries no other journey uses).
const data = {
  desktop: {
    roster: [
      { matrixNo: "A25CS0301", email: `hana.yusof@${DOMAIN}`, name: "Hana Yusof" },
      { matrixNo: "A25CS0302", email: `kevin.lau@${DOMAIN}`, name: "Kevin Lau" },
    ],
    refusedRow: { matrixNo: "A25CS0303", email: "zara.ahmad@gmail.com", name: "Zara Ahmad" },
    location: {
      en: "Robotics Lab",
      my: "Makmal Robotik",
      area: "engineering east",
      renamedEn: "Robotics and AI Lab",
      renamedMy: "Makmal Robotik dan AI",
    },
    disabled: { matrixNo: "A25CS0201", email: `farid.iskandar@${DOMAIN}`, name: "Farid Iskandar" },
    refused: { matrixNo: "A25CS0203", email: `rajesh.pillai@${DOMAIN}`, name: "Rajesh Pillai" },
  },
  phone: {
    roster: [
      { matrixNo: "A25CS0401", email: `aiman.hakimi@${DOMAIN}`, name: "Aiman Hakimi" },
      { matrixNo: "A25CS0402", email: `grace.teoh@${DOMAIN}`, name: "Grace Teoh" },
    ],
    refusedRow: { matrixNo: "A25CS0403", email: "yuki.tan@yahoo.com", name: "Yuki Tan" },
    location: {
      en: "Art Studio",
      my: "Studio Seni",
      area: "arts quarter",
      renamedEn: "Art and Design Studio",
      renamedMy: "Studio Seni dan Reka Bentuk",
    },
    disabled: { matrixNo: "A25CS0202", email: `melissa.tan@${DOMAIN}`, name: "Melissa Tan" },
    refused: { matrixNo: "A25CS0204", email: `nadia.sofea@${DOMAIN}`, name: "Nadia Sofea" },
  },
} as const;

const mine = (info: TestInfo) => data[info.project.name === "phone" ? "phone" : "desktop"];
const isPhone = (info: TestInfo) => info.project.name === "phone";
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The toasts. */
const toasts = (page: Page) => page.getByRole("region", { name: en.common.notifications });

/** Opens a screen from the sidebar (opening the menu first on a phone) and waits for its heading. */
async function openFromSidebar(page: Page, phone: boolean, item: string, path: string, heading: string) {
  if (phone) await page.getByRole("button", { name: /^Open the menu/ }).click();
  await page.getByRole("navigation", { name: en.shell.sidebar }).getByRole("link", { name: item, exact: true }).click();
  await expect(page).toHaveURL(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

async function logInAsAdmin(page: Page) {
  await useSession(page, ADMIN.email, ADMIN.password);
  await page.goto(paths.admin);
  await expect(page).toHaveURL(paths.admin);
}

/** A second browser, sized like the project's, as its own client. */
async function otherBrowser(browser: Browser, info: TestInfo, last: number) {
  const phone = isPhone(info);
  return browser.newContext({
    baseURL: origin(),
    viewport: phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
    isMobile: phone,
    hasTouch: phone,
    extraHTTPHeaders: { "x-forwarded-for": `10.251.${info.workerIndex % 250}.${last + (phone ? 1 : 0)}` },
  });
}

/** The value shown under a count's label (the roster's preview and result figures). */
const figure = (panel: Locator, label: string) =>
  panel
    .locator("dl > div")
    .filter({ has: panel.page().locator("dt").getByText(label, { exact: true }) })
    .locator("dd");

test("the admin imports a roster with one bad row", async ({ page }, info) => {
  test.setTimeout(60_000);
  const { roster, refusedRow } = mine(info);
  const text = en.admin.roster;
  // The bad row sits between the good ones: line 1 is the header, so it is line 3.
  const csv =
    [
      "Matrix No,Email,Name",
      ...[roster[0], refusedRow, roster[1]].map((row) => `${row.matrixNo},${row.email},${row.name}`),
    ].join("\r\n") + "\r\n";
  const reason = fill(text.rowError, { field: text.fields.email, message: en.auth.errors.notStudentEmail });

  await logInAsAdmin(page);
  await openFromSidebar(page, isPhone(info), en.shell.nav.adminRoster, paths.adminRoster, text.title);
  await expect(page.getByRole("heading", { name: text.summary.title })).toBeVisible();
  await expect(page.getByText(text.summary.entries)).toBeVisible();
  await expect(page.getByLabel(text.file)).toBeVisible();
  await expectNoAxeViolations(page);

  // Step 2: the preview counts the rows and names the refused one by its line, with the reason.
  await page
    .getByLabel(text.file)
    .setInputFiles({ name: `roster-${info.project.name}.csv`, mimeType: "text/csv", buffer: Buffer.from(csv, "utf8") });
  const preview = page.getByRole("region", { name: text.preview.title });
  await expect(preview).toBeVisible();
  await expect(preview.getByText(fill(text.preview.file, { name: `roster-${info.project.name}.csv` }))).toBeVisible();
  await expect(figure(preview, text.preview.toAdd)).toHaveText("2");
  await expect(figure(preview, text.preview.toUpdate)).toHaveText("0");
  await expect(figure(preview, text.preview.refused)).toHaveText("1");
  const rows = preview.getByRole("table", { name: text.preview.rowsCaption }).locator("tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(roster[0].matrixNo);
  await expect(rows.nth(0)).toContainText(text.outcomes.add);
  await expect(rows.nth(1)).toContainText(roster[1].matrixNo);
  const refused = preview.getByRole("table", { name: text.preview.refusedCaption }).locator("tbody tr");
  await expect(refused).toHaveCount(1);
  await expect(refused.getByRole("rowheader")).toHaveText("3");
  await expect(refused.getByRole("cell")).toHaveText(reason);
  await expectNoAxeViolations(page);

  // Step 3: import; the summary and the toast say what was done.
  await preview.getByRole("button", { name: fill(text.import_other, { count: 2 }) }).click();
  const result = page.getByRole("status", { name: text.result.title });
  await expect(result).toBeVisible();
  await expect(figure(result, text.result.added)).toHaveText("2");
  await expect(figure(result, text.result.updated)).toHaveText("0");
  await expect(figure(result, text.result.refused)).toHaveText("1");
  await expect(result.getByRole("listitem")).toHaveText([fill(text.result.line, { line: 3, message: reason })]);
  const summary = fill(text.imported, { added: 2, updated: 0, refused: 1 });
  await expect(toasts(page).getByText(summary)).toBeVisible();
  await expect(result.getByText(summary)).toBeVisible();
  await expectNoAxeViolations(page);

  // It took effect: a new student on it can sign up (and the refused one cannot).
  await signUpByApi(page.request, { ...roster[1], password: PASSWORD });
  const notOnRoster = await page.request.post("/api/auth/register", {
    headers: { origin: origin() },
    data: {
      ...refusedRow,
      email: `zara.refused.${info.project.name}@${DOMAIN}`,
      phone: "012-000 1111",
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    },
  });
  expect(notOnRoster.status()).toBe(400);
  expect(((await notOnRoster.json()) as { code: string }).code).toBe("MATRIX_NOT_FOUND");
});

test("the admin adds, renames and retires a location, which stops being offered", async ({ page, browser }, info) => {
  test.setTimeout(90_000);
  const place = mine(info).location;
  const text = en.admin.places;

  await logInAsAdmin(page);
  await openFromSidebar(page, isPhone(info), en.shell.nav.adminLocations, paths.adminLocations, text.title);
  const table = page.getByRole("table", { name: text.tableLabel });
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);

  // Add it.
  const add = page.getByRole("region", { name: text.add.title });
  await add.getByLabel(text.fields.nameEn).fill(place.en);
  await add.getByLabel(text.fields.nameMy).fill(place.my);
  await add.getByLabel(text.fields.area).fill(place.area);
  await add.getByRole("button", { name: text.add.submit }).click();
  await expect(toasts(page).getByText(text.added)).toBeVisible();
  await expect(add.getByLabel(text.fields.nameEn)).toHaveValue("");
  const row = (nameEn: string) =>
    table.getByRole("row").filter({ has: page.getByRole("rowheader", { name: nameEn, exact: true }) });
  await expect(row(place.en)).toContainText(place.my);
  await expect(row(place.en)).toContainText(place.area);
  await expect(row(place.en)).toContainText(text.status.active);

  // A visitor's report form offers it.
  const visitor = await otherBrowser(browser, info, 10);
  const visitorPage = await visitor.newPage();
  const visitorErrors: string[] = [];
  visitorPage.on("pageerror", (error) => visitorErrors.push(error.message));
  await visitorPage.goto(paths.visitorReport);
  const offered = visitorPage
    .getByRole("combobox", { name: en.reports.fields.location, exact: true })
    .locator("option");
  await expect.poll(() => offered.allTextContents()).toContain(place.en);

  // Rename it in both languages.
  await row(place.en)
    .getByRole("button", { name: fill(text.editOf, { name: place.en }), exact: true })
    .click();
  const dialog = page.getByRole("dialog", { name: fill(text.editTitle, { name: place.en }) });
  await expect(dialog.getByLabel(text.fields.nameEn)).toHaveValue(place.en);
  await expect(dialog.getByLabel(text.fields.area)).toHaveValue(place.area);
  await expectNoAxeViolations(page);
  await dialog.getByLabel(text.fields.nameEn).fill(place.renamedEn);
  await dialog.getByLabel(text.fields.nameMy).fill(place.renamedMy);
  await dialog.getByRole("button", { name: text.save }).click();
  await expect(toasts(page).getByText(text.changed)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(place.en)).toHaveCount(0);
  await expect(row(place.renamedEn)).toContainText(place.renamedMy);
  await expect(row(place.renamedEn)).toContainText(place.area);

  // Retire it, after confirming.
  await row(place.renamedEn)
    .getByRole("button", { name: fill(text.retireOf, { name: place.renamedEn }), exact: true })
    .click();
  const confirm = page.getByRole("dialog", { name: fill(text.retireTitle, { name: place.renamedEn }) });
  await expect(confirm.getByText(text.retireBody)).toBeVisible();
  await confirm.getByRole("button", { name: text.retire, exact: true }).click();
  await expect(toasts(page).getByText(text.retired)).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(row(place.renamedEn)).toContainText(text.status.retired);
  await expect(
    row(place.renamedEn).getByRole("button", { name: fill(text.restoreOf, { name: place.renamedEn }), exact: true }),
  ).toBeVisible();
  // Only the retired ones: it is there.
  await page.getByRole("combobox", { name: text.filter.label, exact: true }).selectOption("retired");
  await expect(page).toHaveURL(/show=retired/);
  await expect(row(place.renamedEn)).toBeVisible();
  await expect(table.getByText(text.status.active, { exact: true })).toHaveCount(0);

  // The visitor's form no longer offers it, under either name.
  await visitorPage.reload();
  await expect.poll(() => offered.count()).toBeGreaterThan(1);
  const names = await offered.allTextContents();
  expect(names).not.toContain(place.en);
  expect(names).not.toContain(place.renamedEn);
  expect(visitorErrors).toEqual([]);
  await visitor.close();

  // The audit log recorded the addition, the rename and the retirement.
  await openFromSidebar(page, isPhone(info), en.shell.nav.adminAudit, paths.adminAudit, en.admin.audit.title);
  const audit = page.getByRole("table", { name: en.admin.audit.tableLabel });
  await expect(audit).toBeVisible();
  await expectNoAxeViolations(page);
  const action = page.getByLabel(en.admin.audit.action);
  await action.selectOption({ label: en.admin.audit.actions.location.add });
  await expect(page).toHaveURL(/action=location\.add/);
  const added = audit
    .locator("tbody tr")
    .filter({ hasText: fill(en.admin.audit.value, { field: en.admin.audit.fields.nameEn, value: place.en }) });
  await expect(added).toHaveCount(1);
  await expect(added).toContainText(en.admin.audit.actions.location.add);
  await expect(added).toContainText(
    fill(en.admin.audit.value, { field: en.admin.audit.fields.nameMy, value: place.my }),
  );
  await expect(added).toContainText(
    fill(en.admin.audit.value, { field: en.admin.audit.fields.area, value: place.area }),
  );
  await expect(audit.locator("tbody tr").filter({ hasText: en.admin.audit.actions.location.change })).toHaveCount(0);

  await action.selectOption({ label: en.admin.audit.actions.location.change });
  await expect(page).toHaveURL(/action=location\.change/);
  const changed = audit.locator("tbody tr").filter({ hasText: place.renamedEn });
  const renamed = changed.filter({
    hasText: fill(en.admin.audit.change, {
      field: en.admin.audit.fields.nameEn,
      before: place.en,
      after: place.renamedEn,
    }),
  });
  await expect(renamed).toHaveCount(1);
  await expect(renamed).toContainText(
    fill(en.admin.audit.change, { field: en.admin.audit.fields.nameMy, before: place.my, after: place.renamedMy }),
  );
  await expect(
    changed.filter({
      hasText: fill(en.admin.audit.change, {
        field: en.admin.audit.fields.active,
        before: en.admin.audit.activeTrue,
        after: en.admin.audit.activeFalse,
      }),
    }),
  ).toHaveCount(1);
  await expect(changed).toHaveCount(2);
});

test("the admin disables a student, who is signed out at once, and enables them again", async ({
  page,
  browser,
}, info) => {
  test.setTimeout(90_000);
  const phone = isPhone(info);
  const student = mine(info).disabled;
  const text = en.admin.users;

  // The student signs up and signs in, in another browser.
  const other = await otherBrowser(browser, info, 20);
  const studentPage = await other.newPage();
  const studentErrors: string[] = [];
  studentPage.on("pageerror", (error) => studentErrors.push(error.message));
  await signUpByApi(studentPage.request, { ...student, password: PASSWORD });
  await logIn(studentPage, student.email, PASSWORD);
  await expect(studentPage).toHaveURL(paths.home);

  // The admin finds them by search.
  await logInAsAdmin(page);
  await openFromSidebar(page, phone, en.shell.nav.adminUsers, paths.adminUsers, text.title);
  const table = page.getByRole("table", { name: text.tableLabel });
  await expect(table).toBeVisible();
  await expectNoAxeViolations(page);
  const filters = page.getByRole("search", { name: text.filters });
  await filters.getByLabel(text.q).fill(student.email);
  await filters.getByRole("button", { name: en.reports.search.apply, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(student.email).replace(/\./g, "\\.")}`));
  await expect(page.getByRole("heading", { name: fill(text.results, { count: 1 }) })).toBeVisible();
  // The email is unique (the name need not be): it picks the row, whose header is the person.
  const row = table.getByRole("row").filter({ hasText: student.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole("rowheader")).toContainText(student.name);
  await expect(row).toContainText(student.matrixNo);
  await expect(row).toContainText(text.statuses.active);

  // Disables them, after confirming.
  await row.getByRole("button", { name: fill(text.disableOf, { name: student.name }) }).click();
  const disable = page.getByRole("dialog", { name: fill(text.confirm.disableTitle, { name: student.name }) });
  await expect(disable.getByText(text.confirm.disableBody)).toBeVisible();
  await expectNoAxeViolations(page);
  await disable.getByRole("button", { name: text.disable, exact: true }).click();
  await expect(toasts(page).getByText(fill(text.disabled, { name: student.name }))).toBeVisible();
  await expect(disable).toBeHidden();
  await expect(row).toContainText(text.statuses.disabled);
  await expect(row.getByRole("button", { name: fill(text.enableOf, { name: student.name }) })).toBeVisible();

  // The student's session has ended: the dashboard sends them to log in, and logging in is refused.
  await studentPage.goto(paths.home);
  await expect(studentPage).toHaveURL(/\/login(\?|$)/);
  await logIn(studentPage, student.email, PASSWORD);
  await expect(studentPage.getByText(en.auth.errors.accountDisabled)).toBeVisible();
  await expect(studentPage).toHaveURL(/\/login(\?|$)/);

  // The admin enables them again; they can log in.
  await row.getByRole("button", { name: fill(text.enableOf, { name: student.name }) }).click();
  const enable = page.getByRole("dialog", { name: fill(text.confirm.enableTitle, { name: student.name }) });
  await enable.getByRole("button", { name: text.enable, exact: true }).click();
  await expect(toasts(page).getByText(fill(text.enabled, { name: student.name }))).toBeVisible();
  await expect(enable).toBeHidden();
  await expect(row).toContainText(text.statuses.active);
  await logIn(studentPage, student.email, PASSWORD);
  await expect(studentPage).toHaveURL(paths.home);
  expect(studentErrors).toEqual([]);
  await other.close();

  // The admin's own row offers no change.
  await filters.getByLabel(text.q).fill(ADMIN.email);
  await filters.getByRole("button", { name: en.reports.search.apply, exact: true }).click();
  const own = table.getByRole("row").filter({ hasText: ADMIN.email });
  await expect(own).toHaveCount(1);
  await expect(own.getByText(text.you, { exact: true })).toBeVisible();
  await expect(own.getByText(text.youHint)).toBeAttached();
  await expect(own.getByRole("button")).toHaveCount(0);
});

test("a student is refused every admin API and screen", async ({ page, request }, info) => {
  test.setTimeout(60_000);
  const student = mine(info).refused;
  const notAdmin = en.admin.errors.notAdmin;
  expect(notAdmin).toBe("Only the administration office can do this.");
  const calls: Array<[method: "GET" | "PATCH" | "POST", url: string]> = [
    ["GET", "/api/admin/overview"],
    ["GET", "/api/admin/reports"],
    ["GET", "/api/admin/reports.csv"],
    ["GET", "/api/admin/users"],
    ["GET", "/api/admin/locations"],
    ["GET", "/api/admin/roster"],
    ["GET", "/api/admin/audit"],
    ["PATCH", "/api/admin/reports/x"],
    ["PATCH", "/api/admin/users/x"],
    ["PATCH", "/api/admin/locations/x"],
    ["POST", "/api/admin/locations"],
    ["POST", "/api/admin/roster/preview"],
    ["POST", "/api/admin/roster/import"],
  ];
  const bodies: Record<string, unknown> = {
    "/api/admin/reports/x": { brand: "Nope" },
    "/api/admin/users/x": { disabled: true },
    "/api/admin/locations/x": { active: false },
    "/api/admin/locations": { nameEn: "Nope Hall", nameMy: "Dewan Tidak", area: "" },
    "/api/admin/roster/preview": { csv: "A25CS0999,,Nobody" },
    "/api/admin/roster/import": { csv: "A25CS0999,,Nobody" },
  };
  const send = (context: typeof request, method: string, url: string) =>
    context.fetch(
      url,
      method === "GET" ? { method } : { method, headers: { origin: origin() }, data: bodies[url] ?? {} },
    );

  // Without a session: 401.
  for (const [method, url] of calls) {
    const response = await send(request, method, url);
    expect(response.status(), `${method} ${url} without a session`).toBe(401);
    expect(((await response.json()) as { message: string }).message, `${method} ${url}`).toBe(
      en.auth.errors.notSignedIn,
    );
  }

  // A signed-in student: 403, with the office's message.
  await signUpByApi(page.request, { ...student, password: PASSWORD });
  await logIn(page, student.email, PASSWORD);
  await expect(page).toHaveURL(paths.home);
  for (const [method, url] of calls) {
    const response = await send(page.request, method, url);
    expect(response.status(), `${method} ${url} as a student`).toBe(403);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.message, `${method} ${url}`).toBe(notAdmin);
  }

  // Nothing was changed by the attempts: the demo location is still offered, no "Nope Hall".
  const { locations } = (await (await page.request.get("/api/locations")).json()) as {
    locations: Array<{ nameEn: string }>;
  };
  expect(locations.map((location) => location.nameEn)).not.toContain("Nope Hall");

  // The screens send them to their own home.
  for (const path of [
    paths.admin,
    paths.reportInfo,
    paths.adminUsers,
    paths.adminLocations,
    paths.adminRoster,
    paths.adminAudit,
  ]) {
    await page.goto(path);
    await expect(page, path).toHaveURL(paths.home);
    await expect(page.getByRole("heading", { level: 1, name: en.admin.dashboard.title })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
