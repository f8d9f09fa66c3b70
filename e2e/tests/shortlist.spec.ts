import {
  catalogues,
  DEMO_ADMIN,
  expect,
  expectNoAxeViolations,
  paths,
  signUpByApi,
  test,
  useSession,
  realtimeReady,
} from "./fixtures";

const en = catalogues.en;
const PASSWORD = "Student#2026";

// Desktop and phone run in parallel against one database: each has its own student (added to the
// roster here, numbers no other journey uses) and its own wallet, which cannot match the other's.
const runs = {
  desktop: {
    student: { matrixNo: "A26CS0501", email: "sofia.karim@student.demo.edu.my", name: "Sofia Karim" },
    wallet: { brand: "Tumi", color: "Olive" },
  },
  phone: {
    student: { matrixNo: "A26CS0502", email: "adam.lee@student.demo.edu.my", name: "Adam Lee" },
    wallet: { brand: "Fossil", color: "Teal" },
  },
};
const origin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());
const ddmmyyyy = () =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Kuala_Lumpur", day: "2-digit", month: "2-digit", year: "numeric" })
    .format(new Date())
    .replaceAll("-", "/");

test("a student whose lost wallet is taken in at the counter is told, says it is hers, and the office sees her as its likely owner", async ({
  page,
  browser,
}, info) => {
  // Two browsers, the counter's intake, a claim and the office's two screens.
  test.slow();
  const run = runs[info.project.name as keyof typeof runs];
  const title = `${run.wallet.brand} (${en.reports.itemTypes.wallet})`;

  // The office (its own browser) puts the student on the roster.
  const officeContext = await browser.newContext({ viewport: page.viewportSize()!, baseURL: origin() });
  const office = await officeContext.newPage();
  await useSession(office, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const roster = await office.request.post("/api/admin/roster/import", {
    headers: { origin: origin() },
    data: { csv: `${run.student.matrixNo},${run.student.email},${run.student.name}` },
  });
  expect(roster.status()).toBe(200);

  // The student reports her wallet lost and stays on her home page.
  await signUpByApi(page.request, { ...run.student, password: PASSWORD });
  await useSession(page, run.student.email, PASSWORD);
  const ready = realtimeReady(page);
  await page.goto(paths.home);
  const { locations } = (await (await page.request.get("/api/locations")).json()) as {
    locations: Array<{ id: string; nameEn: string; active: boolean }>;
  };
  const place = locations.find((location) => location.active)!;
  const created = await page.request.post("/api/reports", {
    headers: { origin: origin() },
    data: {
      type: "lost",
      itemType: "wallet",
      ...run.wallet,
      description: `${run.wallet.color} ${run.wallet.brand} wallet with my student card`,
      serialNumber: null,
      locationId: place.id,
      eventDate: today(),
      image: null,
    },
  });
  expect(created.status()).toBe(201);
  const { report: lost } = (await created.json()) as { report: { id: string } };
  await ready;

  // The office takes the same wallet in at the counter.
  await office.goto(paths.adminIntake);
  await expect(office.getByRole("heading", { level: 1, name: en.intake.title })).toBeVisible();
  await office.getByRole("radio", { name: en.reports.itemTypes.wallet }).check();
  await office.getByLabel(/^Brand/).fill(run.wallet.brand);
  await office.getByLabel(/^Colour/).fill(run.wallet.color);
  await office.getByLabel(en.reports.fields.location).selectOption({ label: place.nameEn });
  await office.getByRole("radio", { name: en.intake.sources.visitor }).check();
  await office.getByLabel(en.custody.fields.place).selectOption({ index: 1 });
  await office.getByRole("button", { name: en.intake.submit }).click();
  const result = office.getByRole("region", { name: en.intake.referenceLabel });
  await expect(result.getByText(/^LF-[2-9A-HJKMNP-TV-Z]{6}$/)).toBeVisible();

  // Within seconds, without reloading, the student is told; the toast opens her shortlist.
  const toasts = page.getByRole("region", { name: en.common.notifications });
  const notice = toasts.getByRole("listitem").filter({ hasText: en.matches.mayBeYours });
  await expect(notice).toBeVisible({ timeout: 15_000 });
  await notice.getByRole("button", { name: en.notifications.open }).click();
  await page.waitForURL(`**/dashboard/report-lost/${lost.id}#matches`);
  const matches = page.getByRole("region", { name: en.matches.title });
  await expect(matches.getByRole("heading", { level: 3, name: en.matches.mayBeYours })).toBeVisible();
  const item = matches.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title }) });
  await expect(item.first()).toBeVisible();
  await expect(item.first().getByText(place.nameEn)).toBeVisible();
  await expectNoAxeViolations(page);

  // Then the office prints the item's label and writes what only its owner would know (after the
  // student's toast, which stays 4 s: these steps may take longer).
  await result.getByRole("link", { name: en.intake.printLabel }).click();
  await expect(office.getByRole("heading", { level: 1, name: en.custody.label.title })).toBeVisible();
  const itemHref = `/dashboard/report-found/${office.url().split("/").at(-1)!}`;
  await office.goto(itemHref);
  await office.getByRole("button", { name: en.claims.hidden.edit }).click();
  await office.getByLabel(en.claims.hidden.label).fill("A folded train ticket behind the card slot");
  await office.getByRole("button", { name: en.claims.hidden.save }).click();
  await expect(office.getByText(en.claims.hidden.saved)).toBeVisible();

  // One action: the office keeps it, so "This is mine" opens the verified claim.
  await item.first().getByRole("button", { name: en.matches.confirm }).click();
  const claimDialog = page.getByRole("dialog", { name: en.claims.form.title });
  await expect(claimDialog).toBeVisible();
  await claimDialog.getByLabel(new RegExp(en.claims.form.details)).fill("A train ticket is folded behind my card");
  await claimDialog.getByLabel(new RegExp(en.claims.form.lostWhere)).fill(place.nameEn);
  await claimDialog.getByLabel(new RegExp(en.claims.form.lostOn)).fill(ddmmyyyy());
  await claimDialog.getByRole("button", { name: en.claims.form.submit }).click();
  await expect(page.getByText(en.claims.yourClaim.replace("{{status}}", en.claims.statuses.open))).toBeVisible();
  await expectNoAxeViolations(page);

  // The claim reaches the office with the hidden details beside it.
  await office.goto(paths.adminClaims);
  await office.getByRole("link", { name: new RegExp(`Compare claims on .*${run.wallet.brand}`) }).click();
  const panel = office.getByRole("region", { name: /^Claims on this item/ });
  await expect(panel.getByText("A train ticket is folded behind my card")).toBeVisible();
  await expect(panel.getByText("A folded train ticket behind the card slot")).toBeVisible();

  // And the item's likely owners list her lost report first.
  await office.goto(itemHref);
  const owners = office.getByRole("region", { name: en.matches.likelyOwners.title });
  await expect(owners.getByRole("listitem").first()).toContainText(run.student.name);
  await expectNoAxeViolations(office);
  await officeContext.close();
});
