import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PREFERRED_LANGUAGE_KEY } from "@campus/shared";
import { describe, expect, it, vi } from "vitest";
import { AppToaster } from "../components/ui/app-toaster";
import { SKIP_WAITING } from "../service-worker/messages";
import { offerUpdates } from "./app-update";
import { createI18n } from "./i18n";
import { I18nProvider } from "./use-translation";

/** A worker as the page sees it: its state, the messages it is sent. */
class Worker extends EventTarget {
  readonly postMessage = vi.fn();
  constructor(public state: ServiceWorkerState) {
    super();
  }
  becomes(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

/** The browser's side: a registration whose next release installs, and the container of the page's controller. */
function browser({ controlled }: { controlled: boolean }) {
  const registration = Object.assign(new EventTarget(), {
    waiting: null as Worker | null,
    installing: null as Worker | null,
  });
  const container = Object.assign(new EventTarget(), { controller: controlled ? new Worker("activated") : null });
  const reload = vi.fn();
  offerUpdates(
    registration as unknown as ServiceWorkerRegistration,
    container as unknown as ServiceWorkerContainer,
    reload,
  );
  /** A new release's worker arrives and installs. */
  const release = () => {
    const worker = new Worker("installing");
    registration.installing = worker;
    act(() => void registration.dispatchEvent(new Event("updatefound")));
    act(() => worker.becomes("installed"));
    return worker;
  };
  const takeOver = () => act(() => void container.dispatchEvent(new Event("controllerchange")));
  return { release, takeOver, reload };
}

function renderToaster() {
  render(
    <I18nProvider i18n={createI18n()}>
      <AppToaster />
    </I18nProvider>,
  );
}

describe("a new release of the app", () => {
  it("is offered quietly, and Reload lets its worker take over and reloads the page once it has", async () => {
    const user = userEvent.setup();
    renderToaster();
    const { release, takeOver, reload } = browser({ controlled: true });
    const worker = release();

    const notice = await screen.findByText("A new version of the app is ready.");
    // Polite: it waits for the screen reader to finish, and it stays until the user acts.
    expect(notice.closest("[aria-live]")?.getAttribute("aria-live")).toBe("polite");
    expect(reload).not.toHaveBeenCalled();
    await user.click(screen.getByRole("button", { name: "Reload" }));
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    expect(reload).not.toHaveBeenCalled();
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
    takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("is offered in Malay when the interface speaks Malay", async () => {
    window.localStorage.setItem(PREFERRED_LANGUAGE_KEY, "my");
    renderToaster();
    browser({ controlled: true }).release();
    expect(await screen.findByText("Versi baharu aplikasi sudah sedia.")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Muat semula" })).toBeTruthy();
  });

  it("never reloads the page by itself when another tab lets the new worker take over", () => {
    renderToaster();
    const { release, takeOver, reload } = browser({ controlled: true });
    release();
    takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it("is not offered on the first visit, when the first worker installs and takes the page by itself", () => {
    renderToaster();
    browser({ controlled: false }).release();
    expect(screen.queryByText("A new version of the app is ready.")).toBeNull();
  });
});
