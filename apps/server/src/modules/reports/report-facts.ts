import { reportTitle, type Language, type Location } from "@campus/shared";
import type { Ctx } from "../../core/context";
import { toIso } from "../../db/dialect";
import { auditedItem } from "../audit/service";
import { presentLocation } from "../locations/service";
import { findReport, type ReportDetailsRow } from "./repository";

/** What a report says of its item, as the reporter gave it (the serial number and hidden details included). */
export interface ReportItemFacts {
  itemType: ReportDetailsRow["item_type"];
  itemTypeOther: string | null;
  brand: string | null;
  model: string | null;
  color: string | null;
  description: string | null;
  serialNumber: string | null;
  /** What proves ownership of a found item: for its finder and the office only (policy.ts). */
  hiddenDetails: string | null;
}

/**
 * One report as the other modules read it (emails, claims, chat, custody, matching, the office's
 * edit): everything it holds, read once and named in camelCase. Not for sending as it is: what a
 * viewer may see is present.ts's, and who may do what is policy.ts's.
 */
export interface ReportFacts {
  id: string;
  type: ReportDetailsRow["type"];
  status: ReportDetailsRow["status"];
  /** Who keeps a found item ("finder", "office"); null for a lost report. */
  custody: ReportDetailsRow["custody"];
  /** The number a visitor or the office quotes; null for a student's report. */
  reference: string | null;
  item: ReportItemFacts;
  place: Location;
  /** The day it was lost or found (YYYY-MM-DD). */
  day: string;
  createdAt: string;
  /** The student or administrator who made it; null: a visitor (see `visitor`). */
  reporterId: string | null;
  /** The reporting account's name, role and contacts (all null for a visitor's report or a removed account's name). */
  reporter: {
    name: string | null;
    role: ReportDetailsRow["reporter_role"];
    email: string | null;
    phone: string | null;
  };
  /** What a visitor gave on the public form (for the office's emails); null for a student's report. */
  visitor: { name: string | null; email: string | null; phone: string | null };
}

function toFacts(row: ReportDetailsRow): ReportFacts {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    custody: row.custody,
    reference: row.reference,
    item: {
      itemType: row.item_type,
      itemTypeOther: row.item_type_other,
      brand: row.brand,
      model: row.model,
      color: row.color,
      description: row.description,
      serialNumber: row.serial_number,
      hiddenDetails: row.hidden_details ?? null,
    },
    place: presentLocation({
      id: row.location_id,
      name_en: row.location_name_en,
      name_my: row.location_name_my,
      active: row.location_active,
    }),
    day: String(row.event_date).slice(0, 10),
    createdAt: toIso(row.created_at),
    reporterId: row.reporter_id,
    reporter: {
      name: row.reporter_name ?? null,
      role: row.reporter_role ?? null,
      email: row.reporter_email ?? null,
      phone: row.reporter_phone ?? null,
    },
    visitor: { name: row.visitor_name, email: row.visitor_email, phone: row.visitor_phone },
  };
}

/** A report's facts (its location, reporter and hidden details with it); null when it is missing or deleted. */
export async function reportFacts(ctx: Ctx<"database">, id: string): Promise<ReportFacts | null> {
  const row = await findReport(ctx.database.db, id);
  return row ? toFacts(row) : null;
}

/** The report's label ("Samsung Galaxy A54 (Phone)") in the reader's language, for emails. */
export function reportLabel(translate: (key: string) => string, facts: Pick<ReportFacts, "item">): string {
  return reportTitle(translate, facts.item);
}

/** The name of the report's place in the reader's language. */
export function placeName(facts: Pick<ReportFacts, "place">, language: Language): string {
  return language === "my" ? facts.place.nameMy : facts.place.nameEn;
}

/** How an audit entry names the report (audit's auditedItem: its type and item, never the hidden fields). */
export function auditedFacts(facts: Pick<ReportFacts, "type" | "item">) {
  return auditedItem({ type: facts.type, ...facts.item });
}
