import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import remapping from "@jridgewell/remapping";
import MagicString from "magic-string";
import type { Plugin } from "vite";
import { afterBuild } from "./after-build";

/**
 * A facade chunk: nothing but `export{t as HomePage,n as loadHomeData}from"./home-C5A0.js";`.
 * Rolldown writes one for each dynamic import whose module a code-splitting group put into a
 * chunk that exports more than that module does (rolldown/rolldown#9729): the screen's route,
 * the language's catalogue. A phone then asks for a file of some sixty bytes, a round trip of its
 * own, beside each such chunk.
 */
const FACADE = /^export\s*\{([^}]*)\}\s*from\s*"\.\/([\w.-]+\.js)";?\s*$/;

/** What a facade stands for: the chunk it re-exports, and each name the module exports with the chunk's own name for it. */
export interface Facade {
  target: string;
  names: Array<{ exported: string; local: string }>;
}

/** The facades among the built scripts (file name to code): file name to what it stands for. */
export function findFacades(scripts: ReadonlyMap<string, string>): Map<string, Facade> {
  const facades = new Map<string, Facade>();
  for (const [file, code] of scripts) {
    const match = FACADE.exec(code.trim());
    if (!match?.[1] || !match[2] || !scripts.has(match[2])) continue;
    const names = match[1].split(",").map((item) => {
      const [local = "", exported = local] = item.trim().split(/\s+as\s+/);
      return { exported, local };
    });
    if (names.every(({ exported, local }) => /^[\w$]+$/.test(exported) && /^[\w$]+$/.test(local)))
      facades.set(file, { target: match[2], names });
  }
  // A facade another chunk imports statically stays: only dynamic imports can take its place.
  for (const code of scripts.values())
    for (const file of facades.keys()) if (code.includes(`from"./${file}"`)) facades.delete(file);
  return facades;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * A script with every dynamic import of a facade made an import of its chunk, whose bindings are
 * handed on under the module's names (`import("./home-C5A0.js").then(m=>({HomePage:m.t}))`,
 * as Rollup itself writes it), and every preload list naming the facade naming the chunk instead.
 * Returned as a MagicString (whose map says where each piece came from), or null when nothing changed.
 */
export function withoutFacades(code: string, facades: ReadonlyMap<string, Facade>): MagicString | null {
  const edited = new MagicString(code);
  let changed = false;
  const replaceAll = (pattern: RegExp, replacement: string) => {
    for (const match of code.matchAll(pattern)) {
      edited.overwrite(match.index, match.index + match[0].length, replacement);
      changed = true;
    }
  };
  for (const [file, { target, names }] of facades) {
    const namespace = names.map(({ exported, local }) => `${exported}:m.${local}`).join(",");
    replaceAll(
      new RegExp(`import\\((["'\`])\\./${escaped(file)}\\1\\)`, "g"),
      `import("./${target}").then(m=>({${namespace}}))`,
    );
    replaceAll(new RegExp(`"assets/${escaped(file)}"`, "g"), `"assets/${target}"`);
  }
  return changed ? edited : null;
}

/** The page with the facades' preload links taken out (their chunks are preloaded by their own links). */
export function pageWithoutFacades(html: string, facades: ReadonlyMap<string, Facade>): string {
  let result = html;
  for (const file of facades.keys())
    result = result.replace(
      new RegExp(`\\s*<link rel="modulepreload"[^>]*href="/assets/${escaped(file)}"[^>]*>`, "g"),
      "",
    );
  return result;
}

/**
 * Takes the facade chunks out of the build: each dynamic import of one loads its chunk directly,
 * one request instead of two. Runs on the written files, before the service worker lists them.
 */
export function collapseFacades(): Plugin {
  return afterBuild("collapse-facades", collapseFacadesIn);
}

/** What the plugin does to a written build in `outDir` (its index.html, its assets/ and their maps). */
export function collapseFacadesIn(outDir: string): void {
  const assets = path.join(outDir, "assets");
  const scripts = new Map(
    readdirSync(assets)
      .filter((name) => name.endsWith(".js"))
      .map((name) => [name, readFileSync(path.join(assets, name), "utf8")] as const),
  );
  const facades = findFacades(scripts);
  for (const [name, code] of scripts) {
    if (facades.has(name)) continue;
    const edited = withoutFacades(code, facades);
    if (!edited) continue;
    const file = path.join(assets, name);
    writeFileSync(file, edited.toString());
    // The chunk's source map, carried through the edit: error reports still point at the source.
    if (existsSync(`${file}.map`)) {
      const edit = edited.generateMap({ source: name, hires: true });
      const map = remapping([edit.toString(), readFileSync(`${file}.map`, "utf8")], () => null);
      writeFileSync(`${file}.map`, map.toString());
    }
  }
  const page = path.join(outDir, "index.html");
  writeFileSync(page, pageWithoutFacades(readFileSync(page, "utf8"), facades));
  for (const file of facades.keys()) rmSync(path.join(assets, file));
}
