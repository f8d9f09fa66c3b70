import { randomUUID } from "node:crypto";
import { hashPassword } from "better-auth/crypto";
import type { Insertable } from "kysely";
import type { Config } from "../config";
import { flag, type Database } from "../db/dialect";
import type { ReportsTable } from "../db/schema";
import { insertLocations } from "../modules/locations/repository";
import { insertReports } from "../modules/reports/repository";
import { upsertRosterEntries } from "../modules/roster/repository";
import { findUserByEmail, insertUserWithAccount } from "../modules/users/repository";
import {
  DEMO_PASSWORDS,
  demoAdmin,
  demoColours,
  demoLocations,
  demoRosterOnly,
  demoStudents,
  demoVisitors,
  itemTemplates,
  seededRandom,
} from "./demo-data";

export const DEMO_REPORT_COUNT = 50;
const DAY_MS = 86_400_000;

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
  counts: { roster: number; locations: number; users: number; reports: number };
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
 * Seeds the demo roster, admin, students, campus locations and about fifty reports spread
 * over the twelve months before `now`, in one transaction. Does nothing when the demo admin
 * already exists, so running it twice is safe.
 */
export async function seedDemoData(database: Database, config: Config, now = new Date()): Promise<SeedResult> {
  const logins = demoLogins(config);
  const freeRosterNumbers = demoRosterOnly.map((r) => r.matrixNo);
  const admin = logins[0]!;
  if (await findUserByEmail(database.db, admin.email)) {
    return { created: false, logins, freeRosterNumbers, counts: { roster: 0, locations: 0, users: 0, reports: 0 } };
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
    ...demoStudents.map((s) => ({ matrix_no: s.matrixNo, email: `${s.local}@${config.studentEmailDomain}`, name: s.name })),
    ...demoRosterOnly.map((r) => ({ matrix_no: r.matrixNo, email: r.local ? `${r.local}@${config.studentEmailDomain}` : null, name: r.name })),
  ].map((entry) => ({ ...entry, active: flag(dialect, true), updated_at: iso }));

  const locations = demoLocations.map(([nameEn, nameMy]) => ({
    id: randomUUID(),
    name_en: nameEn,
    name_my: nameMy,
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

  const templates = itemTemplates(random);
  const reports: Insertable<ReportsTable>[] = [];
  for (let i = 0; i < DEMO_REPORT_COUNT; i++) {
    const template = pick(templates);
    const type = random() < 0.5 ? "lost" : "found";
    // Spread evenly over the last 12 months, a little jitter, newest last.
    const daysAgo = Math.max(0, Math.round(((DEMO_REPORT_COUNT - 1 - i) / DEMO_REPORT_COUNT) * 360 + random() * 5));
    const eventAt = new Date(now.getTime() - daysAgo * DAY_MS);
    const createdAt = new Date(Math.min(now.getTime(), eventAt.getTime() + Math.floor(random() * 2) * DAY_MS + random() * 6 * 3_600_000));
    const visitor = type === "found" && i % 12 === 5 ? demoVisitors[Math.floor(i / 12) % demoVisitors.length]! : null;
    const reporterId = visitor ? null : pick(studentIds);
    const solved = daysAgo > 14 && random() < 0.45;
    const completedAt = solved ? new Date(Math.min(now.getTime(), createdAt.getTime() + (1 + Math.floor(random() * 20)) * DAY_MS)) : null;
    const brand = pick(template.brands);
    const model = pick(template.models);
    reports.push({
      id: randomUUID(),
      type,
      item_type: template.itemType,
      item_type_other: template.other ?? null,
      brand: brand || null,
      color: pick(demoColours),
      serial_number: template.serial && random() < 0.7 ? template.serial() : null,
      model: model || null,
      description: pick(template.descriptions),
      location_id: pick(locations).id,
      event_date: eventAt.toISOString().slice(0, 10),
      custody: type === "found" ? (visitor || random() < 0.5 ? "office" : "finder") : null,
      image: null,
      status: solved ? "solved" : "pending",
      reporter_id: reporterId,
      visitor_name: visitor?.name ?? null,
      visitor_email: visitor?.email ?? null,
      visitor_phone: visitor?.phone ?? null,
      created_at: createdAt.toISOString(),
      completed_at: completedAt?.toISOString() ?? null,
      solved_by: solved ? (random() < 0.5 && reporterId ? reporterId : adminId) : null,
    });
  }

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
  });

  return {
    created: true,
    logins,
    freeRosterNumbers,
    counts: { roster: roster.length, locations: locations.length, users: users.length, reports: reports.length },
  };
}
