import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, signUpByApi, test, useSession } from "./fixtures";

const PASSWORD = "Student#2026";
// Each viewport project is its own victim (they run in parallel), a roster student no other journey signs up.
const victims = {
  desktop: { matrixNo: "A25CS0205", email: "zulaikha.hassan@student.demo.edu.my", name: "Zulaikha Hassan" },
  phone: { matrixNo: "A25CS0206", email: "brandon.lee@student.demo.edu.my", name: "Brandon Lee" },
};
// The attacker's page frames the app: the browser's refusal (frame-ancestors 'none') is what is meant.
test.use({ expectedProblems: [/frame-ancestors 'none'/] });

const appOrigin = () => `http://127.0.0.1:${process.env.E2E_PORT ?? 4173}`;
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kuala_Lumpur" }).format(new Date());

/** Paths that reach the "mark solved" route after the router decodes or normalises them. */
const disguises = (id: string) => [
  `/api/reports/${id}/complete`,
  `/%61pi/reports/${id}/complete`,
  `/api//reports/${id}/complete`,
  `/x/../api/reports/${id}/complete`,
  `/api/./reports/${id}/complete`,
];

/**
 * An attacker's page on a sibling origin of the same site (same host, another port: cookies
 * marked SameSite=Lax still go along), with one form per target that posts itself into a
 * hidden frame as soon as the page opens.
 */
function attackerPage(targets: string[]): Promise<Server> {
  const forms = targets
    .map(
      (url, i) =>
        `<iframe name="f${i}" title="f${i}"></iframe><form target="f${i}" method="post" action="${url}"><input name="x" value="1"></form>`,
    )
    .join("\n");
  // One after another, each once the previous answer has loaded in its frame: submitted all at
  // once, Chromium sometimes dropped a navigation, and the page made fewer calls than it should.
  const script = `const forms = [...document.forms]; let next = 0;
function submitNext() {
  const form = forms[next++];
  if (!form) return;
  document.getElementsByName(form.target)[0].addEventListener("load", submitNext, { once: true });
  form.submit();
}
window.addEventListener("load", submitNext);`;
  const html = `<!doctype html><html><body>${forms}<script>${script}</script></body></html>`;
  const server = createServer((_, response) => response.writeHead(200, { "content-type": "text/html" }).end(html));
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

test("a same-site page cannot mark a student's report solved, whatever path it disguises the call with", async ({
  page,
}, info) => {
  const victim = victims[info.project.name as "desktop" | "phone"];
  await signUpByApi(page.request, { ...victim, password: PASSWORD });
  await useSession(page, victim.email, PASSWORD);
  const { locations } = (await (await page.request.get("/api/locations")).json()) as {
    locations: Array<{ id: string; active: boolean }>;
  };
  const created = await page.request.post("/api/reports", {
    headers: { origin: appOrigin() },
    data: {
      type: "lost",
      itemType: "wallet",
      brand: "Coach",
      model: null,
      color: "Brown",
      description: "Brown leather wallet",
      serialNumber: null,
      locationId: locations.find((l) => l.active)!.id,
      eventDate: today(),
      image: null,
    },
  });
  expect(created.status()).toBe(201);
  const { report } = (await created.json()) as { report: { id: string } };

  const targets = disguises(report.id).map((path) => `${appOrigin()}${path}`);
  const attacker = await attackerPage(targets);
  // The browser sends each call with the victim's cookie (the page is same-site). Each call is
  // counted as its answer arrives; its headers are read after: Chromium sometimes never reports
  // a frame navigation's final headers, and Playwright's allHeaders() then waits forever.
  const calls: Array<{ url: string; status: number; cookie: Promise<boolean | "unknown"> }> = [];
  page.on("response", (response) => {
    const request = response.request();
    if (request.method() !== "POST" || !request.url().startsWith(appOrigin())) return;
    const cookie = request.allHeaders().then((headers) => /campus\.session_token=/.test(headers.cookie ?? ""));
    const unknown = new Promise<"unknown">((resolve) => setTimeout(() => resolve("unknown"), 5_000));
    calls.push({ url: request.url(), status: response.status(), cookie: Promise.race([cookie, unknown]) });
  });
  try {
    await page.goto(`http://127.0.0.1:${(attacker.address() as AddressInfo).port}/`);
    await expect.poll(() => calls.length, { timeout: 10_000 }).toBe(targets.length);
  } finally {
    attacker.close();
  }

  // Every call was refused, every call whose headers are known carried the victim's cookie (at
  // least one is always known), and nothing changed.
  for (const call of calls) expect(call.status, call.url).toBe(403);
  const cookies = await Promise.all(calls.map((call) => call.cookie));
  expect(cookies).toContain(true);
  expect(cookies).not.toContain(false);
  const after = (await (await page.request.get(`/api/reports/${report.id}`)).json()) as { report: { status: string } };
  expect(after.report.status).toBe("pending");
});
