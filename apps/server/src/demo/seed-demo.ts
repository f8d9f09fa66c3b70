import { randomUUID } from "node:crypto";
import { todayIn, type FoundItemCustody, type ReportType } from "@campus/shared";
import { hashPassword } from "better-auth/crypto";
import type { Insertable, Kysely } from "kysely";
import type { Config } from "../config";
import { flag, type Dialect } from "../db/dialect";
import type { DB, ReportsTable } from "../db/schema";
import { insertCustodyEvent, insertStoragePlace, setCustody } from "../modules/custody/repository";
import { markDisposed } from "../modules/custody/retention-repository";
import { insertLocations } from "../modules/locations/repository";
import { storeSuggestions } from "../modules/matching/service";
import { seededRandom } from "../seeded-random";
import { seedDemoClaims } from "./seed-demo-claims";
import { insertReports } from "../modules/reports/repository";
import { addDays, DAY_MS, startOfLocalDay } from "../core/calendar";
import type { Ctx } from "../core/context";
import { upsertRosterEntries } from "../modules/roster/repository";
import { removePublishedImage } from "../modules/uploads/service";
import { findUserByEmail, insertUserWithAccount } from "../modules/users/repository";
import {
  DEMO_PASSWORDS,
  demoAdmin,
  demoLocations,
  demoRosterOnly,
  demoStudents,
  demoVisitors,
  itemTemplates,
  scriptedReports,
  type DemoItem,
  type ScriptedReport,
} from "./demo-data";
import { publishDemoPhoto, type DemoPhotoItem } from "./demo-photos";

export const DEMO_REPORT_COUNT = 50;

export interface DemoLogin {
  role: "admin" | "student";
  name: string;
  email: string;
  password: string;
  matrixNo: string | null;
}

export interface SeedResult {
  /** False when the demo data was already there (the command is safe to run again). */
  created: boolean;
  logins: DemoLogin[];
  /** Roster numbers with no account yet, for trying sign-up. */
  freeRosterNumbers: string[];
  counts: { roster: number; locations: number; users: number; reports: number; photos: number };
}

function officeDomain(config: Config): string {
  return config.office.email.split("@")[1] ?? "demo.edu.my";
}

/** The demo logins for this configuration (emails follow STUDENT_EMAIL_DOMAIN). */
export function demoLogins(config: Config): DemoLogin[] {
  return [
    {
      role: "admin",
      name: demoAdmin.name,
      email: `${demoAdmin.emailLocalPart}@${officeDomain(config)}`,
      password: DEMO_PASSWORDS.admin,
      matrixNo: null,
    },
    ...demoStudents.map((s) => ({
      role: "student" as const,
      name: s.name,
      email: `${s.local}@${config.studentEmailDomain}`,
      password: DEMO_PASSWORDS.student,
      matrixNo: s.matrixNo,
    })),
  ];
}

/**
 * Seeds the demo roster, admin, students, campus locations and fifty reports spread over the
 * twelve months before now (the context's clock): every field used, photos drawn and published
 * to `storage`, near-pairs of lost and found items, in one transaction. Does nothing when the demo admin
 * already exists, so running it twice is safe.
 */
export async function seedDemoData(ctx: Ctx<"database" | "config" | "storage" | "clock">): Promise<SeedResult> {
  const { database, config, storage } = ctx;
  const now = ctx.clock();
  const logins = demoLogins(config);
  const freeRosterNumbers = demoRosterOnly.map((r) => r.matrixNo);
  const admin = logins[0]!;
  if (await findUserByEmail(database.db, admin.email)) {
    return {
      created: false,
      logins,
      freeRosterNumbers,
      counts: { roster: 0, locations: 0, users: 0, reports: 0, photos: 0 },
    };
  }

  const { dialect } = database;
  const iso = now.toISOString();
  const random = seededRandom(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const hashes = {
    admin: await hashPassword(DEMO_PASSWORDS.admin),
    student: await hashPassword(DEMO_PASSWORDS.student),
  };

  const roster = [
    ...demoStudents.map((s) => ({
      matrix_no: s.matrixNo,
      email: `${s.local}@${config.studentEmailDomain}`,
      name: s.name,
    })),
    ...demoRosterOnly.map((r) => ({
      matrix_no: r.matrixNo,
      email: r.local ? `${r.local}@${config.studentEmailDomain}` : null,
      name: r.name,
    })),
  ].map((entry) => ({ ...entry, active: flag(dialect, true), updated_at: iso }));

  const locations = demoLocations.map(([nameEn, nameMy, area]) => ({
    id: randomUUID(),
    name_en: nameEn,
    name_my: nameMy,
    area,
    active: flag(dialect, true),
    created_at: iso,
  }));

  const users = logins.map((login) => {
    const student = demoStudents.find((s) => s.matrixNo === login.matrixNo);
    return {
      login,
      row: {
        id: randomUUID(),
        name: login.name,
        email: login.email,
        email_verified: flag(dialect, true),
        matrix_no: login.matrixNo,
        phone_no: student?.phone ?? demoAdmin.phone,
        language: student?.language ?? "en",
        role: login.role,
        created_at: iso,
        updated_at: iso,
      },
    };
  });
  const studentIds = users.filter((u) => u.login.role === "student").map((u) => u.row.id);
  const adminId = users[0]!.row.id;

  const reporterOf = (by: ScriptedReport["by"]) =>
    "student" in by
      ? { reporterId: studentIds[by.student]!, visitor: null }
      : { reporterId: null, visitor: demoVisitors[by.visitor] };
  const locationId = (name: string) => locations.find((l) => l.name_en === name)!.id;

  // Dates: the event on a local day of the university, reported that day or a day or two
  // later during the day, solved some days after; nothing after `now`.
  const today = todayIn(config.timeZone, now);
  const notAfterNow = (time: number) => new Date(Math.min(now.getTime(), time));
  const dayAt = (day: string, hours: number) => startOfLocalDay(day, config.timeZone).getTime() + hours * 3_600_000;
  const dates = (daysAgo: number, reportedAfter: number, solvedAfterDays: number | null) => {
    const eventDate = addDays(today, -daysAgo);
    const createdAt = notAfterNow(dayAt(addDays(eventDate, Math.min(reportedAfter, daysAgo)), 8 + random() * 12));
    const completedAt =
      solvedAfterDays === null
        ? null
        : notAfterNow(createdAt.getTime() + solvedAfterDays * DAY_MS + random() * 6 * 3_600_000);
    return { eventDate, createdAt, completedAt };
  };

  const planned: { row: Insertable<ReportsTable>; photo: DemoPhotoItem | null }[] = [];
  const plan = (
    item: DemoItem,
    fields: {
      type: ReportType;
      custody: FoundItemCustody | null;
      location: string;
      daysAgo: number;
      reportedAfter: number;
    },
    by: { reporterId: string | null; visitor: (typeof demoVisitors)[number] | null },
    solved: { by: "admin" | "reporter"; afterDays: number } | null,
    photo: boolean,
  ) => {
    const { eventDate, createdAt, completedAt } = dates(
      fields.daysAgo,
      fields.reportedAfter,
      solved?.afterDays ?? null,
    );
    planned.push({
      photo: photo ? { itemType: item.itemType, other: item.other, color: item.color } : null,
      row: {
        id: randomUUID(),
        type: fields.type,
        item_type: item.itemType,
        item_type_other: item.itemType === "other" ? item.other : null,
        brand: item.brand,
        color: item.color,
        serial_number: item.serial,
        model: item.model,
        description: item.description,
        location_id: locationId(fields.location),
        event_date: eventDate,
        custody: fields.type === "found" ? fields.custody : null,
        image: null,
        status: solved ? "solved" : "pending",
        reporter_id: by.reporterId,
        visitor_name: by.visitor?.name ?? null,
        visitor_email: by.visitor?.email ?? null,
        visitor_phone: by.visitor?.phone ?? null,
        created_at: createdAt.toISOString(),
        completed_at: completedAt?.toISOString() ?? null,
        solved_by: solved ? (solved.by === "reporter" && by.reporterId ? by.reporterId : adminId) : null,
      },
    });
  };

  // The scripted reports: near-pairs, recent found items with photos, visitors.
  for (const report of scriptedReports) {
    plan(report, report, reporterOf(report.by), report.solved ?? null, report.photo);
  }

  // The rest, drawn at random: spread over the year before the scripted ones, every location
  // in turn, the demo students in turn.
  const templates = itemTemplates(random).flatMap((template) =>
    Array.from({ length: template.weight }, () => template),
  );
  const backgroundCount = DEMO_REPORT_COUNT - scriptedReports.length;
  for (let i = 0; i < backgroundCount; i++) {
    const template = pick(templates);
    const type: ReportType = random() < 0.5 ? "lost" : "found";
    const daysAgo = 22 + Math.round((i / (backgroundCount - 1)) * 330) + Math.floor(random() * 5);
    const [brand, model] = pick(template.makes);
    const item: DemoItem = {
      itemType: template.itemType,
      other: template.other ?? null,
      brand: brand || null,
      color: pick(template.colours),
      serial: template.serial && random() < 0.5 ? template.serial() : null,
      model: model || null,
      description: pick(template.descriptions),
    };
    // Half are handed in; those found more than four months ago all were, so the ageing list (which
    // holds only what the office keeps) has items past their retention.
    const custody: FoundItemCustody = random() < 0.5 || daysAgo > 120 ? "office" : "finder";
    const reportedAfter = Math.floor(random() * 3);
    const solved =
      random() < 0.5
        ? { by: random() < 0.5 ? ("reporter" as const) : ("admin" as const), afterDays: 1 + Math.floor(random() * 20) }
        : null;
    const location = demoLocations[(i * 5 + 3) % demoLocations.length]![0];
    plan(
      item,
      { type, custody, location, daysAgo, reportedAfter },
      { reporterId: studentIds[i % studentIds.length]!, visitor: null },
      solved,
      false,
    );
  }

  const withPhotos = planned.filter((report) => report.photo !== null);
  const reports = planned.map((report) => report.row);
  try {
    // Photos: drawn and published like uploads before the rows that point at them are written.
    const published = await Promise.allSettled(
      withPhotos.map(async (report, variant) => {
        report.row.image = await publishDemoPhoto(storage, config.maxUploadBytes, report.photo!, variant);
      }),
    );
    const failure = published.find((outcome) => outcome.status === "rejected");
    if (failure) throw failure.reason;

    await database.db.transaction().execute(async (trx) => {
      await upsertRosterEntries(trx, roster);
      await insertLocations(trx, locations);
      for (const { login, row } of users) {
        await insertUserWithAccount(trx, row, {
          id: randomUUID(),
          account_id: row.id,
          provider_id: "credential",
          user_id: row.id,
          password: login.role === "admin" ? hashes.admin : hashes.student,
          created_at: iso,
          updated_at: iso,
        });
      }
      await insertReports(trx, reports);
      await keepDemoItems(trx, database.dialect, reports, { id: adminId, name: users[0]!.row.name });
      await seedDemoClaims(trx, reports, studentIds, { id: adminId, name: users[0]!.row.name }, now);
    });
  } catch (error) {
    // No report was written: take away the photos already published.
    await Promise.all(reports.map((report) => removePublishedImage(ctx, report.image ?? null).catch(() => {})));
    throw error;
  }
  // The near-pairs become stored potential matches, as if each lost report had just been made
  // (no notices or emails: the demo starts quiet).
  for (const report of reports)
    if (report.type === "lost" && report.status !== "solved") await storeSuggestions(ctx, report.id);

  return {
    created: true,
    logins,
    freeRosterNumbers,
    counts: {
      roster: roster.length,
      locations: locations.length,
      users: users.length,
      reports: reports.length,
      photos: withPhotos.length,
    },
  };
}

/** The office's demo shelves and safe, and every found item it keeps put on one, handed in an hour after it was reported. */
async function keepDemoItems(
  db: Kysely<DB>,
  dialect: Dialect,
  reports: Insertable<ReportsTable>[],
  admin: { id: string; name: string },
) {
  const places = [
    { id: randomUUID(), name_en: "Shelf A", name_my: "Rak A", kind: "shelf" as const },
    { id: randomUUID(), name_en: "Shelf B", name_my: "Rak B", kind: "shelf" as const },
    { id: randomUUID(), name_en: "Valuables safe", name_my: "Peti besi barang berharga", kind: "safe" as const },
  ];
  for (const place of places) await insertStoragePlace(db, { ...place, active: flag(dialect, true) });
  const kept = reports.filter((report) => report.type === "found" && report.custody === "office");
  for (const [index, report] of kept.entries()) {
    const place = ["phone", "laptop", "wallet"].includes(report.item_type) ? places[2]! : places[index % 2]!;
    await setCustody(db, report.id, place.id);
    const at = new Date(Date.parse(String(report.created_at)) + 3_600_000).toISOString();
    await insertCustodyEvent(db, {
      id: randomUUID(),
      report_id: report.id,
      kind: "handedIn",
      storage_place_id: place.id,
      actor_id: admin.id,
      actor_name: admin.name,
      handed_in_by: null,
      note: null,
      at,
    });
  }
  // Many older pending ones are past their retention (the ageing list); the oldest was donated.
  const oldest = kept
    .filter((report) => report.status !== "solved")
    .sort((a, b) => String(a.event_date).localeCompare(String(b.event_date)))[0];
  if (oldest) {
    const at = new Date(Math.min(Date.parse(String(oldest.created_at)) + 200 * DAY_MS, Date.now())).toISOString();
    await markDisposed(db, oldest.id, { method: "donated", by: admin.id, at });
    oldest.status = "solved";
    await insertCustodyEvent(db, {
      id: randomUUID(),
      report_id: oldest.id,
      kind: "donated",
      storage_place_id: null,
      actor_id: admin.id,
      actor_name: admin.name,
      handed_in_by: null,
      note: "Given to the campus charity shop",
      at,
    });
  }
}
