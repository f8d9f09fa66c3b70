import type { Plugin, ResolvedConfig, Rolldown } from "vite";

type ChunkingContext = Rolldown.ChunkingContext;

/**
 * Where a walk through the imports stops: the shared package is reached through its index, which
 * re-exports every schema (its other modules have a chunk of their own, `boot`), and zod serves
 * the screens after the first one (main.tsx configures it from the entry: the part of zod's core
 * it sets is in `boot` too).
 */
const WALK_STOPS = /packages[\\/]shared[\\/]|node_modules[\\/]zod[\\/]/;

/** A module and everything it imports statically, all the way down (short of WALK_STOPS). */
function staticImports(ctx: ChunkingContext, from: string): Set<string> {
  const found = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id) || (WALK_STOPS.test(id) && id !== from)) continue;
    found.add(id);
    pending.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

/** A chunk of modules that are always loaded together: `root` and what it imports (and `also`). */
export interface ImportGroup {
  name: string;
  root: string;
  /** Modules the walk does not reach that belong here all the same. */
  also?: RegExp;
}

/**
 * Code-splitting groups, one chunk each, for modules that are always loaded together: a root and
 * everything it imports, except what an earlier root brought. The first root is the entry: its
 * chunk holds what the entry imports, the entry itself staying in the file index.html loads.
 * Where the default split makes a common chunk for every set of screens that share a module,
 * a phone then makes a few requests instead of some thirty, each a round trip.
 */
export function importGroups(groups: readonly ImportGroup[]): Rolldown.CodeSplittingGroup[] {
  const assigned = new WeakMap<ChunkingContext, Map<string, string>>();
  const chunkOf = (ctx: ChunkingContext) => {
    let chunks = assigned.get(ctx);
    if (!chunks) {
      chunks = new Map();
      for (const { name, root } of groups)
        for (const id of staticImports(ctx, root)) if (!chunks.has(id)) chunks.set(id, name);
      chunks.delete(groups[0]?.root ?? "");
      assigned.set(ctx, chunks);
    }
    return chunks;
  };
  return groups.map(({ name, also }) => ({
    debugName: name,
    // Scripts only: language catalogues keep their own chunks (only the interface's language is
    // fetched), and styles go to the stylesheet.
    name: (id: string, ctx: ChunkingContext) =>
      (chunkOf(ctx).get(id) === name || also?.test(id)) && !/\.(json|css)$/.test(id) ? name : null,
    // The walk above is the dependencies: a module another root brought stays in that root's chunk.
    includeDependenciesRecursively: false,
  }));
}

/**
 * Adds `<link rel="modulepreload">` for the chunk of `start` and the chunks it imports to
 * index.html, so that the browser fetches them beside the entry rather than after it has run
 * (the entry imports `start` only once zod is configured).
 */
export function preloadFirstScreen(start: string): Plugin {
  let config: ResolvedConfig;
  return {
    name: "preload-first-screen",
    apply: "build",
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        const chunks = Object.values(bundle ?? {}).filter((file) => file.type === "chunk");
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const first = chunks.find((chunk) => chunk.facadeModuleId === start);
        if (!first) throw new Error(`preload-first-screen: no chunk for ${start}`);
        const files = new Set<string>();
        const visit = (fileName: string) => {
          if (files.has(fileName)) return;
          files.add(fileName);
          byName.get(fileName)?.imports.forEach(visit);
        };
        visit(first.fileName);
        return [...files]
          .filter((fileName) => !html.includes(`${config.base}${fileName}"`))
          .map((fileName) => ({
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `${config.base}${fileName}` },
            injectTo: "head" as const,
          }));
      },
    },
  };
}
