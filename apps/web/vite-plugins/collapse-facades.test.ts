import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { originalPositionFor, TraceMap } from "@jridgewell/trace-mapping";
import MagicString from "magic-string";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { collapseFacadesIn, findFacades } from "./collapse-facades";

let dist: string;
const asset = (file: string) => path.join(dist, "assets", file);

// A build as rolldown writes it: home's chunk holds the route and what later screens share, a
// facade re-exports the route's names, and the entry's chunk imports the facade dynamically
// through the preload helper, whose list names it too.
const HOME = `const t=()=>"home page",n=async()=>"loaded",r="shared with later screens";export{n,t,r};`;
const FACADE = `export{t as HomePage,n as loadHomeData}from"./home-B2.js";`;
const BOOT = `const d=["assets/home-A1.js","assets/home-B2.js"],p=(f,l)=>f();export const load=()=>p(()=>import(\`./home-A1.js\`),d);export const marker="after";`;

beforeEach(() => {
  dist = mkdtempSync(path.join(tmpdir(), "campus-facades-"));
  mkdirSync(path.join(dist, "assets"));
  writeFileSync(asset("home-B2.js"), HOME);
  writeFileSync(asset("home-A1.js"), FACADE);
  writeFileSync(asset("boot-C3.js"), BOOT);
  // The boot chunk's map: each of its pieces to the same words in its source.
  const map = new MagicString(BOOT).generateMap({ source: "src/main.tsx", hires: true, includeContent: false });
  writeFileSync(asset("boot-C3.js.map"), map.toString());
  writeFileSync(
    path.join(dist, "index.html"),
    `<head>\n  <script type="module" src="/assets/boot-C3.js"></script>\n  <link rel="modulepreload" crossorigin href="/assets/home-A1.js">\n  <link rel="modulepreload" crossorigin href="/assets/home-B2.js">\n</head>`,
  );
});

afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe("collapsing facade chunks", () => {
  it("loads the chunk itself, with the module's names, and the facade is gone", async () => {
    collapseFacadesIn(dist);

    expect(existsSync(asset("home-A1.js"))).toBe(false);
    const boot = readFileSync(asset("boot-C3.js"), "utf8");
    expect(boot).not.toContain("home-A1.js");
    const { load } = (await import(pathToFileURL(asset("boot-C3.js")).href)) as {
      load: () => Promise<{ HomePage: () => string; loadHomeData: () => Promise<string> }>;
    };
    const home = await load();
    expect(home.HomePage()).toBe("home page");
    expect(await home.loadHomeData()).toBe("loaded");
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).not.toContain("home-A1.js");
    expect(readFileSync(path.join(dist, "index.html"), "utf8")).toContain("/assets/home-B2.js");
  });

  it("keeps the edited chunk's source map pointing at its source", () => {
    const before = BOOT.indexOf(`export const marker`);
    collapseFacadesIn(dist);
    const boot = readFileSync(asset("boot-C3.js"), "utf8");
    const after = boot.indexOf(`export const marker`);
    expect(after).toBeGreaterThan(before);
    const map = new TraceMap(readFileSync(asset("boot-C3.js.map"), "utf8"));
    expect(originalPositionFor(map, { line: 1, column: after })).toMatchObject({
      source: "src/main.tsx",
      line: 1,
      column: before,
    });
  });

  it("leaves a chunk that does more than re-export, or that another chunk imports statically", () => {
    const scripts = new Map([
      ["home-B2.js", HOME],
      ["home-A1.js", FACADE],
      ["side-D4.js", `import"./home-B2.js";export{t as HomePage}from"./home-B2.js";`],
      ["kept-E5.js", `export{r as shared}from"./home-B2.js";`],
      ["later-F6.js", `import{shared as s}from"./kept-E5.js";console.log(s);`],
    ]);
    expect([...findFacades(scripts).keys()]).toEqual(["home-A1.js"]);
  });
});
