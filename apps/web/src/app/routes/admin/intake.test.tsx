import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { intakeResponseSchema, locationListSchema, paths, storagePlaceListSchema } from "@campus/shared";
import { json, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin } from "../../../test/render-app";

/** The intake's endpoints as the server answers them: the first save refused on the storage place. */
function stubIntake() {
  const sent: Array<Record<string, unknown>> = [];
  stubApi({
    session: testAdmin,
    handle: async (request, path) => {
      if (path === "/api/locations")
        return json(locationListSchema, {
          locations: [{ id: "l1", nameEn: "Main Library", nameMy: "Perpustakaan Utama", active: true }],
        });
      if (path === "/api/admin/storage-places")
        return json(storagePlaceListSchema, {
          places: [
            { id: "p1", nameEn: "Shelf A", nameMy: "Rak A", kind: "shelf", active: true, items: 2 },
            { id: "p2", nameEn: "Old bin", nameMy: "Tong lama", kind: "bin", active: false, items: 0 },
          ],
        });
      if (path === "/api/admin/intake" && request.method === "POST") {
        sent.push((await request.clone().json()) as Record<string, unknown>);
        if (sent.length === 1)
          return refusal(404, {
            code: "STORAGE_PLACE_NOT_FOUND",
            message: "This storage place does not exist or is retired",
            fields: { storagePlaceId: "This storage place does not exist or is retired" },
          });
        return json(
          intakeResponseSchema,
          { id: "r9", reference: "LF-4HXP2W", message: "Found item recorded. It is kept at the office." },
          201,
        );
      }
      return undefined;
    },
  });
  return sent;
}

describe("intake at the counter", () => {
  it("records an item in one screen, keeps what was typed when refused, then shows its reference", async () => {
    const sent = stubIntake();
    const user = userEvent.setup();
    renderApp(paths.adminIntake);
    expect(await screen.findByRole("heading", { name: "Intake at the counter", level: 1 })).toBeTruthy();
    // A phone or tablet opens its camera for the photo.
    const camera = await screen.findByLabelText("Take a photo");
    expect(camera.getAttribute("capture")).toBe("environment");
    expect(camera.getAttribute("accept")).toBe("image/*");
    // The office knows where the item is: it is not asked.
    expect(screen.queryByRole("radiogroup", { name: "Where is the item now?" })).toBeNull();
    // Retired places are not offered.
    expect(within(screen.getByLabelText("Storage place")).queryByRole("option", { name: "Old bin" })).toBeNull();

    await user.click(screen.getByRole("button", { name: "Save and get the reference" }));
    expect(await screen.findByText("Please choose who brought the item")).toBeTruthy();
    expect(screen.getByText("Please choose a storage place")).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.click(screen.getByRole("radio", { name: "Phone" }));
    await user.type(screen.getByLabelText("Brand (optional)"), "Samsung");
    await user.selectOptions(screen.getByLabelText("Location"), "l1");
    await user.click(screen.getByRole("radio", { name: "Its finder" }));
    await user.type(screen.getByLabelText("Name (optional)"), "Ali bin Abu");
    await user.selectOptions(screen.getByLabelText("Storage place"), "p1");
    await user.click(screen.getByRole("button", { name: "Save and get the reference" }));
    expect(await screen.findByText("This storage place does not exist or is retired")).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>("Brand (optional)").value).toBe("Samsung");
    expect(screen.getByLabelText<HTMLInputElement>("Name (optional)").value).toBe("Ali bin Abu");

    await user.click(screen.getByRole("button", { name: "Save and get the reference" }));
    const result = await screen.findByRole("region", { name: "Reference number" });
    expect(within(result).getByText("LF-4HXP2W")).toBeTruthy();
    expect(screen.getByText("Found item recorded. It is kept at the office.")).toBeTruthy();
    expect(within(result).getByRole("link", { name: "Print label" }).getAttribute("href")).toBe(
      "/dashboard/admin/label/r9",
    );
    expect(sent[1]).toMatchObject({
      itemType: "phone",
      brand: "Samsung",
      locationId: "l1",
      handedInBy: "finder",
      contactName: "Ali bin Abu",
      storagePlaceId: "p1",
      image: null,
    });
    expect(sent[1]!.clientId).toBe(sent[0]!.clientId);

    await user.click(within(result).getByRole("button", { name: "Record another" }));
    expect((await screen.findByLabelText("Brand (optional)")).getAttribute("value") ?? "").toBe("");
  });

  it("refuses a text file renamed fake.jpg at the photo the moment it is picked", async () => {
    stubIntake();
    const user = userEvent.setup();
    renderApp(paths.adminIntake);
    const picker = await screen.findByLabelText("Choose a photo of the item");
    await user.upload(picker, new File(["just some text"], "fake.jpg", { type: "image/jpeg" }));
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "This file is not a JPG or PNG image");
    expect(screen.queryByRole("img", { name: /fake\.jpg/ })).toBeNull();
  });

  it("is in the office's sidebar, in Malay too", async () => {
    stubIntake();
    const { i18n } = renderApp(paths.adminIntake);
    await i18n.changeLanguage("my");
    expect(await screen.findByRole("heading", { name: "Penerimaan di kaunter", level: 1 })).toBeTruthy();
    // The sidebar is off-canvas at this width: its link is there, hidden until the menu opens.
    const link = screen.getByRole("link", { name: "Penerimaan", hidden: true });
    expect(link.getAttribute("href")).toBe(paths.adminIntake);
  });
});
