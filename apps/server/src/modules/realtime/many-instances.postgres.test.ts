import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { todayIn } from "@campus/shared";
import { addToRoster, ORIGIN, signInOfficeAdmin, signUpAndLogIn } from "../../../test/accounts";
import { openRealtime } from "../../../test/realtime-client";
import { testRedisUrl } from "../../../test/redis";
import { mailsTo, startSmtpPeer, type SmtpPeer } from "../../../test/smtp-peer";
import { createTestDatabase, type TestDatabase } from "../../../test/test-app";
import { waitFor } from "../../../test/wait";
import { buildApp } from "../../app";
import { loadConfig } from "../../config";
import { flag } from "../../db/dialect";
import { pendingJobCount } from "../../infra/jobs/worker";
import { insertLocations } from "../locations/repository";

/**
 * Two server instances on one PostgreSQL database, as behind a load balancer: events cross
 * instances through LISTEN/NOTIFY (or Redis when REDIS_URL is set), and both workers share the
 * outbox without doing a job twice.
 */
describe.each([
  { bus: "PostgreSQL LISTEN/NOTIFY", env: {} },
  // Only when Redis answers (npm test says when it does not).
  ...(testRedisUrl ? [{ bus: "Redis", env: { REDIS_URL: testRedisUrl } }] : []),
])("many instances on one PostgreSQL, events through $bus", ({ env }) => {
  let database: TestDatabase;
  let smtp: SmtpPeer;
  let dataDir: string;
  const instances: FastifyInstance[] = [];
  const urls: string[] = [];
  const library = randomUUID();
  const today = todayIn("Asia/Kuala_Lumpur");

  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtpPeer();
    dataDir = mkdtempSync(path.join(tmpdir(), "campus-many-"));
    const config = loadConfig({
      NODE_ENV: "test",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: path.join(dataDir, "no-web-build"),
      DATABASE_URL: database.databaseUrl!,
      SMTP_URL: smtp.url,
      AUTH_SECRET: "a-secret-both-instances-share-0123456789",
      ...env,
    });
    for (let index = 0; index < 2; index++) {
      const app = await buildApp(config, { logger: false, worker: { pollMs: 100 } });
      instances.push(app);
      urls.push(await app.listen({ port: 0, host: "127.0.0.1" }));
    }
  });
  afterAll(async () => {
    for (const app of instances) await app.close();
    await smtp.close();
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("notifies a student connected to one instance of a match made through the other, exactly once", async () => {
    const [a, b] = instances as [FastifyInstance, FastifyInstance];
    await insertLocations(a.context.database.db, [
      {
        id: library,
        name_en: "Main Library",
        name_my: "Perpustakaan Utama",
        active: flag("postgres", true),
        area: null,
      },
    ]);
    await addToRoster(a, [{ matrixNo: "A22CS0400" }, { matrixNo: "A22CS0401" }]);
    const owner = await signUpAndLogIn(a, { matrixNo: "A22CS0400", email: "many.owner@student.demo.edu.my" });
    const finder = await signUpAndLogIn(b, { matrixNo: "A22CS0401", email: "many.finder@student.demo.edu.my" });
    const admin = await signInOfficeAdmin(b);

    const ownerOnB = await openRealtime(urls[1]!, { cookie: owner, origin: ORIGIN });
    const officeOnA = await openRealtime(urls[0]!, { cookie: admin, origin: ORIGIN });
    const officeOnB = await openRealtime(urls[1]!, { cookie: admin, origin: ORIGIN });
    await Promise.all([ownerOnB.next("ready"), officeOnA.next("ready"), officeOnB.next("ready")]);

    const create = async (app: FastifyInstance, cookie: string, fields: object) => {
      const res = await app.inject({
        method: "POST",
        url: "/api/reports",
        headers: { origin: ORIGIN, cookie },
        payload: fields,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ report: { id: string } }>().report.id;
    };
    const lostId = await create(b, owner, {
      type: "lost",
      itemType: "wallet",
      brand: "Bonia",
      color: "Black",
      description: "Student card inside, name Lim Wei Ling",
      locationId: library,
      eventDate: today,
    });
    const foundId = await create(a, finder, {
      type: "found",
      itemType: "wallet",
      brand: "Bonia",
      color: "Hitam",
      description: "Ada kad pelajar nama Lim Wei Ling",
      locationId: library,
      eventDate: today,
      custody: "office",
    });

    const { notice } = await ownerOnB.next("match");
    expect(notice).toMatchObject({ lostReportId: lostId, foundReportId: foundId });
    await officeOnA.next("report:new", 2);
    await officeOnB.next("report:new", 2);

    // Several more reports through both instances, worked by both workers.
    for (let index = 0; index < 6; index++) {
      await create(instances[index % 2]!, finder, {
        type: "found",
        itemType: "other",
        itemTypeOther: `item ${index}`,
        locationId: library,
        eventDate: today,
        custody: "office",
      });
    }
    await waitFor("both outboxes to empty", async () => (await pendingJobCount(a.context.database.db)) === 0, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect(ownerOnB.events.filter((event) => event.type === "match")).toHaveLength(1);
    expect(officeOnA.events.filter((event) => event.type === "report:new")).toHaveLength(8);
    expect(officeOnB.events.filter((event) => event.type === "report:new")).toHaveLength(8);
    const toOwner = mailsTo(smtp, "many.owner@student.demo.edu.my");
    expect(toOwner).toHaveLength(1);
    const toOffice = mailsTo(smtp, "office@demo.edu.my");
    expect(toOffice).toHaveLength(8);
    expect(new Set(toOffice.map((mail) => mail.messageId)).size).toBe(8);
    await Promise.all([ownerOnB, officeOnA, officeOnB].map((tab) => tab.close()));
  });
});
