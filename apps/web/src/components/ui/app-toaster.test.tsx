import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nProvider } from "../../lib/use-translation";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../lib/i18n";
import { dismissToast, toast } from "../../lib/toast";
import { AppToaster } from "./app-toaster";
import { Modal } from "./modal";

function Page() {
  const [open, setOpen] = useState(true);
  return (
    <>
      <AppToaster />
      <Modal open={open} title="Report details" onClose={() => setOpen(false)}>
        <p>Inside</p>
      </Modal>
    </>
  );
}

describe("toasts over dialogs", () => {
  it("draws toasts inside the open dialog, where they can be read and closed, and back in the page once it closes", async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={createI18n()}>
        <Page />
      </I18nProvider>,
    );
    const dialog = screen.getByRole("dialog", { name: "Report details" });
    act(() => void toast.success("Item deleted"));
    const shown = within(dialog).getByText("Item deleted");
    const region = shown.closest("section")!;
    await user.click(within(region).getByRole("button", { name: "Dismiss notification" }));
    expect(screen.queryByText("Item deleted")).toBeNull();

    await user.click(within(dialog).getByRole("button", { name: "Close" }));
    act(() => void toast.error("Could not delete"));
    const outside = screen.getByText("Could not delete");
    expect(dialog.contains(outside)).toBe(false);
  });
});

describe("toast timing", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps a toast 5 seconds unless told otherwise (the default)", () => {
    vi.useFakeTimers();
    render(
      <I18nProvider i18n={createI18n()}>
        <AppToaster />
      </I18nProvider>,
    );
    let id = 0;
    act(() => void (id = toast.success("Profile updated successfully")));
    act(() => void vi.advanceTimersByTime(4_900));
    expect(screen.getByText("Profile updated successfully")).toBeTruthy();
    act(() => void vi.advanceTimersByTime(200));
    expect(screen.queryByText("Profile updated successfully")).toBeNull();
    act(() => void toast.info("New message received", 3_000));
    act(() => void vi.advanceTimersByTime(3_100));
    expect(screen.queryByText("New message received")).toBeNull();
    dismissToast(id);
  });
});
