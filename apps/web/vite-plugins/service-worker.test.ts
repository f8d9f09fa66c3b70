import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { precachePaths, releaseVersion } from "./service-worker";

let dist: string;
const write = (file: string, content = file) => {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), content);
};

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "campus-sw-"));
  for (const file of [
    "index.html",
    "index.html.br",
    "index.html.gz",
    "favicon.svg",
    "manifest.en.webmanifest",
    "manifest.my.webmanifest",
    "icons/icon-192.png",
    "assets/index-a1b2c3.js",
    "assets/index-a1b2c3.js.br",
    "assets/index-a1b2c3.js.map",
    "assets/my-d4e5f6.js",
    "assets/index-0f9e8d.css",
    "api/uploads/photo.jpg",
    ".hidden",
    "sw.js",
  ])
    write(file);
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("the service worker's precache list", () => {
  it("holds the shell, the hashed scripts and styles, the catalogues, the manifests and the icons", () => {
    expect(precachePaths(dist)).toEqual([
      "/assets/index-0f9e8d.css",
      "/assets/index-a1b2c3.js",
      "/assets/my-d4e5f6.js",
      "/favicon.svg",
      "/icons/icon-192.png",
      "/index.html",
      "/manifest.en.webmanifest",
      "/manifest.my.webmanifest",
    ]);
  });

  it("never holds anything under /api, a source map, a compressed copy, a hidden file or the worker itself", () => {
    const paths = precachePaths(dist);
    expect(paths.filter((file) => file.startsWith("/api/"))).toEqual([]);
    expect(paths.filter((file) => /\.(map|br|gz)$/.test(file))).toEqual([]);
    expect(paths).not.toContain("/.hidden");
    expect(paths).not.toContain("/sw.js");
  });

  it("gives a release a new version when any precached file changes, and the same one otherwise", () => {
    const before = releaseVersion(dist, precachePaths(dist));
    expect(releaseVersion(dist, precachePaths(dist))).toBe(before);
    write("assets/index-a1b2c3.js.map", "another map");
    expect(releaseVersion(dist, precachePaths(dist))).toBe(before);
    write("index.html", "<!doctype html><p>next release</p>");
    expect(releaseVersion(dist, precachePaths(dist))).not.toBe(before);
  });
});
