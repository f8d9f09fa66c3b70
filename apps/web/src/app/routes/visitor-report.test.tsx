import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { locationListSchema, paths, visitorReportResponseSchema } from "@campus/shared";
import { json } from "../../test/fake-answers";
import { renderApp, stubApi } from "../../test/render-app";

/** The public form's endpoints as the server answers them; returns what the form sent. */
function stubVisitorForm() {
  const sent: unknown[] = [];
  stubApi({
    handle: async (request, path) => {
      if (path === "/api/locations")
        return json(locationListSchema, {
          locations: [{ id: "l1", nameEn: "Main Library", nameMy: "Perpustakaan Utama", active: true }],
        });
      if (path === "/api/public/found-reports" && request.method === "POST") {
        sent.push(await request.clone().json());
        const language = request.headers.get("accept-language") ?? "";
        return json(
          visitorReportResponseSchema,
          {
            id: "r1",
            reference: "LF-7K3Q9M",
            message: language.startsWith("ms")
              ? "Terima kasih. Laporan anda telah dihantar kepada pejabat pentadbiran."
              : "Thank you. Your report has been sent to the administration office.",
          },
          201,
        );
      }
      return undefined;
    },
  });
  return sent;
}

async function fillAndSend(user: ReturnType<typeof userEvent.setup>, email: string, labels = english) {
  await user.click(await screen.findByRole("radio", { name: labels.wallet }));
  await user.selectOptions(screen.getByLabelText(labels.location), "l1");
  await user.type(screen.getByLabelText(labels.date), "20/11/2025");
  await user.click(screen.getByRole("radio", { name: labels.custody }));
  await user.type(screen.getByLabelText(labels.name), "Puan Salmah");
  if (email) await user.type(screen.getByLabelText(labels.email), email);
  else await user.type(screen.getByLabelText(labels.phone), "012-555 0101");
  await user.click(screen.getByRole("button", { name: labels.submit }));
}
const english = {
  wallet: "Wallet",
  location: "Location",
  date: "Date found",
  custody: "I am keeping it for now",
  name: "Your name",
  email: "Your email",
  phone: "Your phone number",
  submit: "Submit report",
};

describe("a visitor's thank-you screen", () => {
  it("is worded for an item already handed in when the visitor left it at the office", async () => {
    stubVisitorForm();
    const user = userEvent.setup();
    renderApp(paths.visitorReport);
    await fillAndSend(user, "salmah@example.com", {
      ...english,
      custody: "I handed it in to the administration office",
    });
    const receipt = await screen.findByRole("region", { name: "Your reference number" });
    expect(
      within(receipt).getByText("The item is already with the office: quote this number if you ask about it."),
    ).toBeTruthy();
    expect(screen.queryByText(/when you bring the item/)).toBeNull();
  });

  it("shows the reference number to quote at the counter, copies it, and says it was emailed", async () => {
    const sent = stubVisitorForm();
    // user-event puts a clipboard of its own in place of the browser's.
    const user = userEvent.setup();
    renderApp(paths.visitorReport);
    await fillAndSend(user, "salmah@example.com");
    const receipt = await screen.findByRole("region", { name: "Your reference number" });
    // The form went: focus is on the thank-you message.
    await waitFor(() =>
      expect(document.activeElement?.textContent).toBe(
        "Thank you. Your report has been sent to the administration office.",
      ),
    );
    expect(within(receipt).getByText("LF-7K3Q9M")).toBeTruthy();
    expect(within(receipt).getByText("Quote this number when you bring the item to the office.")).toBeTruthy();
    expect(screen.getByText("We have also emailed it to you.")).toBeTruthy();
    await user.click(within(receipt).getByRole("button", { name: "Copy the number" }));
    expect(await navigator.clipboard.readText()).toBe("LF-7K3Q9M");
    expect(await screen.findByText("Reference number copied")).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ visitorEmail: "salmah@example.com", image: null })]);

    await user.click(screen.getByRole("button", { name: "Report another item" }));
    expect(await screen.findByRole("radio", { name: "Wallet" })).toBeTruthy();
    expect(screen.queryByText("LF-7K3Q9M")).toBeNull();
  });

  it("refuses a text file renamed fake.jpg the moment it is picked, in Malay", async () => {
    stubVisitorForm();
    const user = userEvent.setup();
    const { i18n } = renderApp(paths.visitorReport);
    await i18n.changeLanguage("my");
    await user.click(await screen.findByRole("radio", { name: "Dompet" }));
    const picker = screen.getByLabelText(i18n.t("reports.form.choosePhoto"));
    await user.upload(picker, new File(["just some text"], "fake.jpg", { type: "image/jpeg" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "Fail ini bukan imej JPG atau PNG");
    expect(screen.queryByRole("img", { name: /fake\.jpg/ })).toBeNull();
    expect(screen.getByRole<HTMLInputElement>("radio", { name: "Dompet" }).checked).toBe(true);
  });

  it("speaks Malay, and says nothing of an email when only a phone was given", async () => {
    stubVisitorForm();
    const user = userEvent.setup();
    const { i18n } = renderApp(paths.visitorReport);
    await i18n.changeLanguage("my");
    await fillAndSend(user, "", {
      wallet: "Dompet",
      location: "Lokasi",
      date: "Tarikh dijumpai",
      custody: i18n.t("reports.custody.finder"),
      name: i18n.t("reports.fields.visitorName"),
      email: i18n.t("reports.fields.visitorEmail"),
      phone: i18n.t("reports.fields.visitorPhone"),
      submit: i18n.t("reports.form.submit"),
    });
    const receipt = await screen.findByRole("region", { name: "Nombor rujukan anda" });
    expect(within(receipt).getByText("LF-7K3Q9M")).toBeTruthy();
    expect(within(receipt).getByText("Sebut nombor ini apabila anda membawa barang tersebut ke pejabat.")).toBeTruthy();
    expect(screen.queryByText("Kami juga telah menghantarnya kepada anda melalui e-mel.")).toBeNull();
  });
});
