/**
 * The import boundaries, checked by `npm run lint` (dependency-cruiser). docs/architecture.md
 * explains the layers; lint-rules/import-boundaries.test.ts proves each rule fails on a crossing.
 *
 * Server: platform (config, db, http, infra, core) below the feature modules, which form a
 * one-way stack (SERVER_MODULE_STACK: a module imports only modules of lower rows), each reached
 * by others through its services, never its repository; app.ts, server.ts, cli/ and demo/
 * compose everything. Migrations import nothing from live code, and production code nothing from
 * apps/server/test (test helpers and the matcher's evaluation material) or scripts/. Web: features never import each
 * other or app/; components/ and lib/ import no feature. Shared imports neither app.
 */

/** Server feature modules, bottom row first: a module may import modules of lower rows only. */
const SERVER_MODULE_STACK = [
  ["audit", "item-profile", "system", "uploads"],
  ["locations", "roster"],
  ["users"],
  ["auth", "reports"],
  ["matching", "custody"],
  // chat offers the owner, at a handover, the lost reports matching paired with the item.
  ["chat", "claims"],
  // push tells of matches, messages and claims; privacy lists and forgets a user's devices.
  ["push"],
  ["notifications", "admin", "privacy"],
  ["realtime"],
];

const SERVER = "^apps/server/src/";
const MODULES = `${SERVER}modules/`;

/** One rule per row: its modules must not import modules of their own row or a higher one. */
function stackRules(stack) {
  return stack.map((row, index) => {
    const notBelow = stack.slice(index).flat();
    return {
      name: `server-module-stack:${row.join(",")}`,
      comment: `The modules ${row.join(", ")} may import only the modules listed below them in SERVER_MODULE_STACK.`,
      severity: "error",
      from: { path: `${MODULES}(${row.join("|")})/` },
      to: { path: `${MODULES}(${notBelow.join("|")})/`, pathNot: `${MODULES}$1/` },
    };
  });
}

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle: split the shared part out below both files.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    ...stackRules(SERVER_MODULE_STACK),
    {
      name: "server-unknown-module",
      comment: "Every server module must have its row in SERVER_MODULE_STACK (.dependency-cruiser.cjs).",
      severity: "error",
      from: { path: MODULES, pathNot: `${MODULES}(${SERVER_MODULE_STACK.flat().join("|")})/` },
      to: {},
    },
    {
      name: "server-repository-is-private",
      comment:
        "A module's tables are reached through its services: import another module's service, not its repository.",
      severity: "error",
      from: { path: `${MODULES}([^/]+)/` },
      to: { path: `${MODULES}[^/]+/[^/]*repository\\.ts$`, pathNot: `${MODULES}$1/` },
    },
    {
      name: "server-platform-below-modules",
      comment: "config, db, http, infra and core sit below the feature modules and never import them.",
      severity: "error",
      from: { path: `${SERVER}(config|startup-error|seeded-random)\\.ts$|${SERVER}(core|db|http|infra)/` },
      to: { path: `${MODULES}|${SERVER}(app|server|job-thread)\\.ts$|${SERVER}(cli|demo)/` },
    },
    {
      name: "server-infra-below-core",
      comment:
        "infra (the adapters: database events, jobs, mail, storage) sits below core (the request context, job kinds, calendar), which names its interfaces: never the reverse.",
      severity: "error",
      from: { path: `${SERVER}infra/` },
      to: { path: `${SERVER}core/` },
    },
    {
      name: "server-migrations-frozen",
      comment:
        "A migration imports nothing from live code (only kysely and its own folder), so shipped migrations never change under it.",
      severity: "error",
      from: { path: `${SERVER}db/migrations/` },
      to: { path: SERVER, pathNot: `${SERVER}db/migrations/` },
    },
    {
      name: "server-migrations-run-only",
      comment: "Only the migrator imports migrations; live code keeps its own copy of what it needs.",
      severity: "error",
      from: { path: SERVER, pathNot: `${SERVER}db/(migrate\\.ts$|migrations/)` },
      to: { path: `${SERVER}db/migrations/` },
    },
    {
      name: "server-production-apart-from-evaluation",
      comment:
        "Production code never imports test or evaluation material (apps/server/test: helpers, the matcher's labelled sets and quality replay) or the scripts.",
      severity: "error",
      from: { path: SERVER },
      to: { path: "^apps/server/test/|^scripts/" },
    },
    {
      name: "web-features-apart",
      comment: "A feature never imports another feature: move what both need to components/ or lib/.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "web-features-below-app",
      comment: "Routes (app/) compose features, not the reverse.",
      severity: "error",
      from: { path: "^apps/web/src/(features|components|lib)/" },
      to: { path: "^apps/web/src/app/" },
    },
    {
      name: "web-shared-parts-below-features",
      comment: "components/ and lib/ are used by features and know none of them.",
      severity: "error",
      from: { path: "^apps/web/src/(components|lib)/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "shared-below-apps",
      comment: "packages/shared is used by both apps and imports neither.",
      severity: "error",
      from: { path: "^packages/shared/" },
      to: { path: "^apps/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // Test files are left out; test folders are not, so an import of one from production code is seen.
    exclude: { path: "node_modules|\\.test\\.tsx?$|\\.d\\.ts$" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".json"] },
    // Re-read only what changed since the last run (by content: a fresh clone has no cache).
    cache: { folder: "node_modules/.cache/depcruise", strategy: "content" },
  },
};
