import { cleanup, configure } from "@testing-library/react";
import { IDBFactory, IDBKeyRange } from "fake-indexeddb";
import { afterEach, beforeEach, vi } from "vitest";
import { forgetShownNotices } from "../features/matching/hooks/use-match-notices";
import { closeWaitingStore } from "../features/reports/waiting/store";
import { setApiLanguage } from "../lib/api-client";
import { loadCatalogue } from "../lib/catalogue-loader";
import { dismissAllToasts } from "../lib/toast";
import { failOnFakeProblems } from "./fake-answers";
import { FakeWebSocket } from "./fake-websocket";

// Both catalogues are held from the start, so a test renders (and switches language) synchronously.
await Promise.all([loadCatalogue("en"), loadCatalogue("my")]);

// findBy*/waitFor wait for their condition up to 20 s: a ceiling for a 2-core CI machine under load,
// never a wait (a quiet machine finds the condition in milliseconds).
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no matchMedia: answer as a phone-width screen unless a test says otherwise.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }),
});

beforeEach(() => {
  window.localStorage.clear();
  document.documentElement.lang = "en";
  // The dashboard opens the realtime channel: never a real socket in tests.
  FakeWebSocket.instances = [];
  vi.stubGlobal("WebSocket", FakeWebSocket);
  // jsdom has no IndexedDB (where reports wait while offline): an empty one for every test.
  vi.stubGlobal("indexedDB", new IDBFactory());
  vi.stubGlobal("IDBKeyRange", IDBKeyRange);
});

// What the app keeps at module level is reset after every test, so no test depends on the ones before it.
afterEach(() => {
  cleanup();
  closeWaitingStore();
  vi.unstubAllGlobals();
  dismissAllToasts();
  forgetShownNotices();
  setApiLanguage("en");
  // Last, so the resets above run even when it fails the test: a fake answered off the contract.
  failOnFakeProblems();
});
