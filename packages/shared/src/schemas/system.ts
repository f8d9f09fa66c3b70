import { z } from "zod";

/** Liveness answer of `GET /api/ping`. */
export const pingResponseSchema = z.object({
  status: z.literal("ok"),
  /** Server time, ISO 8601. */
  time: z.string(),
});

/** Readiness answer of `GET /api/ready`. */
export const readyResponseSchema = z.object({
  /** "degraded": requests are served, but a component below is not well (live events, or the job queue). */
  status: z.enum(["ready", "degraded"]),
  /** Which database the server is using. */
  database: z.enum(["sqlite", "postgres"]),
  components: z.object({
    database: z.literal("ok"),
    /** Live events between instances: "in-process" with no bus to reach (one instance). */
    events: z.enum(["ok", "unavailable", "in-process"]),
    /** The outbox's jobs (emails, matching): "behind" when one has waited over five minutes past its time. */
    jobs: z.enum(["ok", "behind"]),
  }),
});

/** Public settings of this installation, read by the web app at start (`GET /api/config`). */
export const publicConfigSchema = z.object({
  /** Name of the university running this installation. */
  universityName: z.string(),
  /** The student email domain sign-up requires, e.g. `student.example.edu.my`. */
  studentEmailDomain: z.string(),
  /** How to reach the lost and found office; `place` in English, `placeMy` in Malay. */
  office: z.object({ phone: z.string(), email: z.string(), place: z.string(), placeMy: z.string() }),
  /** Largest image a user may upload, in megabytes. */
  maxUploadMb: z.number(),
  /** The university's IANA time zone: report dates may not be after today there. */
  timeZone: z.string(),
  /** Students sign in through the university's identity provider ("Sign in with <university>"). */
  campusSignIn: z.boolean(),
  /** Students may sign up and sign in with a password (administrators always do). */
  passwordSignIn: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfigSchema>;
