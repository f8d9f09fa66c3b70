import {
  catalogues,
  DEMO_ADMIN,
  expect,
  expectNoAxeViolations,
  latestMailTo,
  paths,
  signUpByApi,
  test,
  useSession,
} from "./fixtures";

const en = catalogues.en;
const PASSWORD = "Student#2026";

// Desktop and phone run in parallel against one database: each takes in its own item, claimed by its own student.
const runs = {
  desktop: {
    brand: "Intake Desk",
    claimant: { matrixNo: "A25CS0209", email: "hana.yusof@student.demo.edu.my", name: "Hana Yusof" },
  },
  phone: {
    brand: "Intake Phone",
    claimant: { matrixNo: "A25CS0210", email: "marcus.teo@student.demo.edu.my", name: "Marcus Teo" },
  },
};

const ddmmyyyy = () =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kuala_Lumpur", day: "2-digit", month: "2-digit", year: "numeric" })
    .format(new Date())
    .replaceAll("-", "/");

test("the office takes an item in at the counter, prints its label, and hands it to the student whose claim it approved", async ({
  page,
  browser,
}, info) => {
  // Two browsers, a sign-up, five screens and the outbox's email: longer than one screen's journey.
  test.slow();
  const run = runs[info.project.name as keyof typeof runs];
  await useSession(page, DEMO_ADMIN.email, DEMO_ADMIN.password);

  // Intake: one screen, the reference at once.
  await page.goto(paths.adminIntake);
  await expect(page.getByRole("heading", { level: 1, name: en.intake.title })).toBeVisible();
  await page.getByRole("radio", { name: en.reports.itemTypes.wallet }).check();
  await page.getByLabel(/^Brand/).fill(run.brand);
  await page.getByLabel(/^Colour/).fill("Maroon");
  await page.getByLabel(en.reports.fields.location).selectOption({ index: 1 });
  await page.getByRole("radio", { name: en.intake.sources.visitor }).check();
  await page.getByLabel(en.intake.fields.contactName).fill("Pak Musa");
  await page.getByLabel(en.custody.fields.place).selectOption({ index: 1 });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: en.intake.submit }).click();
  const result = page.getByRole("region", { name: en.intake.referenceLabel });
  await expect(result.getByText(/^LF-[2-9A-HJKMNP-TV-Z]{6}$/)).toBeVisible();
  const reference = (await result.getByText(/^LF-[2-9A-HJKMNP-TV-Z]{6}$/).textContent())!;
  await expectNoAxeViolations(page);

  // Its label, then the item itself, where the office writes what only the owner would know.
  await result.getByRole("link", { name: en.intake.printLabel }).click();
  await expect(page.getByRole("heading", { level: 1, name: en.custody.label.title })).toBeVisible();
  await expect(page.getByRole("main").getByText(reference)).toBeVisible();
  const itemId = page.url().split("/").at(-1)!;
  const itemHref = `/dashboard/report-found/${itemId}`;
  await page.goto(itemHref);
  await page.getByRole("button", { name: en.claims.hidden.edit }).click();
  await page.getByLabel(en.claims.hidden.label).fill("A photo of a cat behind the IC slot");
  await page.getByRole("button", { name: en.claims.hidden.save }).click();
  await expect(page.getByText(en.claims.hidden.saved)).toBeVisible();

  // A student claims it, describing the hidden detail; they never see it.
  const studentContext = await browser.newContext({
    viewport: page.viewportSize()!,
    baseURL: info.project.use.baseURL,
  });
  const student = await studentContext.newPage();
  await signUpByApi(studentContext.request, { ...run.claimant, password: PASSWORD });
  await useSession(student, run.claimant.email, PASSWORD);
  await student.goto(itemHref);
  await expect(student.getByText("A photo of a cat behind the IC slot")).toHaveCount(0);
  await student
    .getByRole("button", { name: new RegExp(`^${en.claims.claimThis}|^Claim `) })
    .first()
    .click();
  const claimDialog = student.getByRole("dialog", { name: en.claims.form.title });
  await claimDialog.getByLabel(new RegExp(en.claims.form.details)).fill("There is a photo of my cat behind the IC");
  await claimDialog.getByLabel(new RegExp(en.claims.form.lostWhere)).fill("Near the library entrance");
  await claimDialog.getByLabel(new RegExp(en.claims.form.lostOn)).fill(ddmmyyyy());
  await claimDialog.getByRole("button", { name: en.claims.form.submit }).click();
  await expect(student.getByText(en.claims.yourClaim.replace("{{status}}", en.claims.statuses.open))).toBeVisible();
  await expectNoAxeViolations(student);

  // The office compares the claim with the hidden details, approves it, and the student is told at once.
  await page.goto(paths.adminClaims);
  await expect(page.getByRole("heading", { level: 1, name: en.claims.office.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: new RegExp(`Compare claims on .*${run.brand}`) }).click();
  const panel = page.getByRole("region", { name: /^Claims on this item/ });
  await expect(panel.getByText("There is a photo of my cat behind the IC")).toBeVisible();
  await expect(panel.getByText("A photo of a cat behind the IC slot")).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByRole("button", { name: `Approve the claim of ${run.claimant.name}` }).click();
  const approve = page.getByRole("dialog", { name: en.claims.office.approveTitle });
  await approve.getByLabel(new RegExp(en.claims.office.reason)).fill("The cat photo matches");
  await approve.getByRole("button", { name: en.claims.office.approve }).click();
  await expect(page.getByText(en.claims.approved)).toBeVisible();
  await expect(student.getByText(en.claims.toast.approved)).toBeVisible();
  // …and by email (the outbox sends it within moments), with the office's reason.
  await expect
    .poll(() => {
      try {
        return latestMailTo(run.claimant.email, "The cat photo matches").length > 0;
      } catch {
        return false;
      }
    })
    .toBe(true);

  // The owner collects it: the handover solves the report.
  await panel.getByRole("button", { name: `Record the handover to ${run.claimant.name}` }).click();
  const handover = page.getByRole("dialog", { name: en.claims.office.handoverTitle });
  await handover.getByLabel(new RegExp(en.claims.office.identityCheck)).selectOption("studentCard");
  await handover.getByRole("button", { name: en.claims.office.handover }).click();
  await expect(page.getByText(en.claims.handedOver)).toBeVisible();
  const custody = page.getByRole("region", { name: en.custody.title });
  await expect(custody.getByRole("listitem").getByText(en.custody.events.returned)).toBeVisible();
  // Where it is now follows that last step, not the shelf it was kept on.
  await expect(custody.getByRole("definition")).toHaveText(en.custody.outcomes.returned);
  await expectNoAxeViolations(page);

  await student.goto(paths.myClaims);
  await expect(student.getByText(en.claims.statuses.returned).first()).toBeVisible();
  await expectNoAxeViolations(student);
  await studentContext.close();
});

test("the office lets an item past its retention date go, and it leaves the ageing list", async ({ page }, info) => {
  await useSession(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await page.goto(paths.adminAgeing);
  await expect(page.getByRole("heading", { level: 1, name: en.retention.title })).toBeVisible();
  const table = page.getByRole("table", { name: en.retention.tableLabel });
  const rows = table.getByRole("row").filter({ has: page.getByRole("button", { name: en.retention.dispose }) });
  await expect(rows.first()).toBeVisible();
  await expectNoAxeViolations(page);
  // Each project lets a different item go: desktop the oldest, phone the newest.
  const row = info.project.name === "phone" ? rows.last() : rows.first();
  const reference = (await row.getByText(/^LF-[2-9A-HJKMNP-TV-Z]{6}$/).textContent())!;
  await row.getByRole("button", { name: en.retention.dispose }).click();
  const dialog = page.getByRole("dialog", { name: /^Record how .* was let go$/ });
  await dialog.getByRole("radio", { name: en.retention.methods.donated }).check();
  await dialog.getByLabel(en.retention.fields.note).fill("Given to the campus charity drive");
  await dialog.getByRole("button", { name: en.retention.confirmDispose }).click();
  await expect(page.getByText(en.retention.disposed.donated)).toBeVisible();
  await expect(table.getByText(reference)).toHaveCount(0);

  // The step is in the item's custody history and in the audit log.
  await page.goto(`${paths.adminAudit}?action=custody.dispose`);
  // Recorded as what it was (donated, not "disposed of"), with the note under its own label.
  const entry = page.getByRole("row").filter({ hasText: "Note: Given to the campus charity drive" }).first();
  await expect(entry.getByRole("cell", { name: en.admin.audit.disposed.donated, exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
