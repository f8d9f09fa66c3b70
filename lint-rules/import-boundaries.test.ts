import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type IForbiddenRuleType } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";

const config = createRequire(import.meta.url)("./import-boundaries.cjs") as {
  forbidden: IForbiddenRuleType[];
  options: Record<string, unknown>;
};

let folder: string | null = null;
afterEach(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
  folder = null;
});

/**
 * Lays out a small repository (file path → what it imports) in a temporary folder and cruises it
 * with the project's own boundary rules; returns the names of the rules broken.
 */
async function brokenRules(files: Record<string, string[]>): Promise<string[]> {
  folder = mkdtempSync(path.join(tmpdir(), "boundaries-"));
  for (const [file, imports] of Object.entries(files)) {
    const at = path.join(folder, file);
    mkdirSync(path.dirname(at), { recursive: true });
    const lines = imports.map(
      (target, index) => `import { x${index} } from "${target}";\nexport const y${index} = x${index};`,
    );
    writeFileSync(at, `${lines.join("\n")}\nexport const x = 1;\n`);
  }
  const roots = [...new Set(Object.keys(files).map((file) => file.split("/").slice(0, 3).join("/")))];
  const result = await cruise(roots, {
    ...config.options,
    cache: false,
    baseDir: folder,
    ruleSet: { forbidden: config.forbidden },
    validate: true,
  });
  if (typeof result.output === "string") throw new Error(result.output);
  return [...new Set(result.output.summary.violations.map((violation) => violation.rule.name))].sort();
}

describe("the import boundaries (npm run lint)", () => {
  it("let a module import a module below it, through its service", async () => {
    expect(
      await brokenRules({
        "apps/server/src/modules/users/service.ts": ["../roster/service", "../../http/app-error"],
        "apps/server/src/modules/roster/service.ts": ["./repository", "../audit/service"],
        "apps/server/src/modules/roster/repository.ts": [],
        "apps/server/src/modules/audit/service.ts": [],
        "apps/server/src/http/app-error.ts": [],
        "apps/web/src/features/chat/api.ts": ["../../lib/api-client", "../../components/button"],
        "apps/web/src/lib/api-client.ts": [],
        "apps/web/src/components/button.ts": [],
      }),
    ).toEqual([]);
  });

  it("refuse a module importing one of its own row or above", async () => {
    expect(
      await brokenRules({
        "apps/server/src/modules/roster/service.ts": ["../users/service"],
        "apps/server/src/modules/users/service.ts": [],
      }),
    ).toEqual(["server-module-stack:locations,roster"]);
    expect(
      await brokenRules({
        "apps/server/src/modules/matching/service.ts": ["../custody/service"],
        "apps/server/src/modules/custody/service.ts": [],
      }),
    ).toEqual(["server-module-stack:matching,custody"]);
  });

  it("refuse another module's repository", async () => {
    expect(
      await brokenRules({
        "apps/server/src/modules/chat/service.ts": ["../users/repository"],
        "apps/server/src/modules/users/repository.ts": [],
      }),
    ).toEqual(["server-repository-is-private"]);
  });

  it("refuse an import cycle, even inside one module", async () => {
    expect(
      await brokenRules({
        "apps/server/src/modules/users/a.ts": ["./b"],
        "apps/server/src/modules/users/b.ts": ["./a"],
      }),
    ).toEqual(["no-circular"]);
  });

  it("refuse a module that is not in the stack", async () => {
    expect(
      await brokenRules({
        "apps/server/src/modules/lockers/service.ts": ["../../db/dialect"],
        "apps/server/src/db/dialect.ts": [],
      }),
    ).toEqual(["server-unknown-module"]);
  });

  it("keep the platform below the modules", async () => {
    expect(
      await brokenRules({
        "apps/server/src/http/access.ts": ["../modules/auth/session"],
        "apps/server/src/modules/auth/session.ts": [],
      }),
    ).toEqual(["server-platform-below-modules"]);
  });

  it("keep test and evaluation material out of production code", async () => {
    expect(
      await brokenRules({
        "apps/server/src/modules/matching/weights.ts": ["../../../test/matching/labelled-set"],
        "apps/server/test/matching/labelled-set.ts": [],
      }),
    ).toEqual(["server-production-apart-from-evaluation"]);
    expect(
      await brokenRules({
        "apps/server/test/matching/quality.ts": ["../../src/modules/matching/score"],
        "apps/server/src/modules/matching/score.ts": [],
      }),
    ).toEqual([]);
  });

  it("keep infra below core: core names infra's interfaces, infra imports nothing of core", async () => {
    expect(
      await brokenRules({
        "apps/server/src/core/context.ts": ["../infra/jobs/outbox"],
        "apps/server/src/infra/jobs/outbox.ts": [],
      }),
    ).toEqual([]);
    expect(
      await brokenRules({
        "apps/server/src/infra/mail/smtp-mailer.ts": ["../../core/calendar"],
        "apps/server/src/core/calendar.ts": [],
      }),
    ).toEqual(["server-infra-below-core"]);
  });

  it("keep migrations frozen and out of live code", async () => {
    expect(
      await brokenRules({
        "apps/server/src/db/migrations/0099-new.ts": ["../dialect"],
        "apps/server/src/db/dialect.ts": [],
      }),
    ).toEqual(["server-migrations-frozen"]);
    expect(
      await brokenRules({
        "apps/server/src/modules/reports/rollups-repository.ts": ["../../db/migrations/0009-report-rollups"],
        "apps/server/src/db/migrations/0009-report-rollups.ts": [],
      }),
    ).toEqual(["server-migrations-run-only"]);
  });

  it("keep web features apart and below the routes", async () => {
    expect(
      await brokenRules({
        "apps/web/src/features/admin/filters.ts": ["../reports/fields"],
        "apps/web/src/features/reports/fields.ts": [],
      }),
    ).toEqual(["web-features-apart"]);
    expect(
      await brokenRules({
        "apps/web/src/features/chat/list.ts": ["../../app/router"],
        "apps/web/src/app/router.ts": [],
      }),
    ).toEqual(["web-features-below-app"]);
    expect(
      await brokenRules({
        "apps/web/src/lib/toast.ts": ["../features/chat/list"],
        "apps/web/src/features/chat/list.ts": [],
      }),
    ).toEqual(["web-shared-parts-below-features"]);
  });

  it("keep the shared package free of the apps", async () => {
    expect(
      await brokenRules({
        "packages/shared/src/index.ts": ["../../../apps/server/src/config"],
        "apps/server/src/config.ts": [],
      }),
    ).toEqual(["shared-below-apps"]);
  });
});
