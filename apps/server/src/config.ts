import { createECDH } from "node:crypto";
import { isIP } from "node:net";
import { hostname } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { StartupError } from "./startup-error";

/** A comma-separated list of proxy addresses or networks (IPv4 or IPv6, optional /prefix). */
const trustedProxyAddresses = z.string().refine((value) =>
  value.split(",").every((part) => {
    const [address, prefix, ...rest] = part.trim().split("/");
    return rest.length === 0 && isIP(address ?? "") !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
  }),
);

/** TRUST_PROXY as Fastify takes it: "true" is one proxy (the client's own X-Forwarded-For entries are never believed). */
function trustProxyFrom(value: string): false | number | string[] {
  if (value === "false") return false;
  if (value === "true") return 1;
  if (/^[1-9]$/.test(value)) return Number(value);
  return value.split(",").map((part) => part.trim());
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** Both `src/` (tsx, tests) and `dist/` (production bundle) sit two levels below `apps/`. */
const defaultWebDistDir = path.resolve(here, "../../web/dist");

/** Where the office is, unless OFFICE_PLACE (and OFFICE_PLACE_MY) say otherwise. */
const DEFAULT_OFFICE_PLACE = {
  en: "Student Affairs Office, Chancellery Building, ground floor",
  my: "Pejabat Hal Ehwal Pelajar, Bangunan Canselori, tingkat bawah",
};

const port = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int("must be a whole number between 1 and 65535")
  .min(1, "must be a whole number between 1 and 65535")
  .max(65535, "must be a whole number between 1 and 65535");

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** A number of days to keep something, from `min` to `max`. */
const keepDays = (min: number, max: number, fallback: number) => {
  const message = `must be a whole number of days between ${min} and ${max}`;
  return z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).default(fallback);
};

/**
 * The push services browsers subscribe at (the endpoint's host): Chrome, Edge's Chromium and most
 * other browsers through Firebase Cloud Messaging, Firefox through Mozilla's autopush, Safari
 * through Apple's push service, and the Windows Push Notification Services. The server posts each
 * push to the endpoint a device gave it, so only these hosts are taken (PUSH_SERVICE_HOSTS).
 */
export const DEFAULT_PUSH_SERVICE_HOSTS = [
  "fcm.googleapis.com",
  "updates.push.services.mozilla.com",
  "*.push.apple.com",
  "*.notify.windows.com",
] as const;

const PUSH_SERVICE_HOSTS_HINT =
  "must be a comma-separated list of push service hosts (fcm.googleapis.com, *.push.apple.com: https only) or of http origins on a loopback address for tests (http://127.0.0.1:8990)";

/**
 * One PUSH_SERVICE_HOSTS entry, normalised: a host name, `*.` and a domain (any host below it),
 * both reached over https on its default port; or an http origin on a loopback address (a test's
 * own push endpoint). Null when it is none of these.
 */
function pushServiceEntry(entry: string): string | null {
  const value = entry.trim().toLowerCase();
  const hostName = /^(\*\.)?([a-z0-9]([a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/;
  if (hostName.test(value)) return value;
  if (!value.startsWith("http://") || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.origin !== value.replace(/\/+$/, "") || !isLoopback(url)) return null;
  return url.origin;
}

/** A VAPID key given in base64url: its bytes, or null when it is not base64url. */
function base64urlBytes(value: string): Buffer | null {
  return /^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, "base64url") : null;
}

/** What is wrong with a VAPID key pair given in the environment (both set), or null. */
function vapidPairProblem(publicKey: string, privateKey: string): string | null {
  const generate = "e.g. from: npx web-push generate-vapid-keys, in the app's folder";
  const publicBytes = base64urlBytes(publicKey);
  if (!publicBytes || publicBytes.length !== 65 || publicBytes[0] !== 4)
    return `VAPID_PUBLIC_KEY must be a P-256 public key in base64url, 87 characters (${generate})`;
  const privateBytes = base64urlBytes(privateKey);
  if (!privateBytes || privateBytes.length !== 32)
    return `VAPID_PRIVATE_KEY must be a P-256 private key in base64url, 43 characters (${generate}; not shown)`;
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(privateBytes);
    if (ecdh.getPublicKey().equals(publicBytes)) return null;
  } catch {
    // Not a key on the curve: said below.
  }
  return "VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY: give the two keys of one pair (not shown)";
}

/** The address in MAIL_FROM (`"Name" <address>` or the bare address), if it has one. */
function mailFromAddress(mailFrom: string): string | undefined {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return /^[^\s@<>"]+@[^\s@<>"]+$/.test(address) ? address : undefined;
}

/** The environment variables the server reads; every one has a working default. */
const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be development, production or test" })
    .default("development"),
  PORT: port.default(3000),
  HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
  PUBLIC_URL: optionalText.pipe(
    z
      .url({ protocol: /^https?$/, error: "must be an http(s) URL such as https://lostfound.example.edu.my" })
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1, "must not be empty").default("./data"),
  SQLITE_SYNCHRONOUS: z.enum(["normal", "full"], { error: "must be normal or full" }).default("normal"),
  SEARCH_CACHE: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  DATABASE_URL: optionalText.pipe(
    z
      .url({
        protocol: /^postgres(ql)?$/,
        error: "must be a PostgreSQL URL such as postgres://user:password@host:5432/campus",
      })
      .optional(),
  ),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  WEB_DIST_DIR: z.string().trim().min(1).default(defaultWebDistDir),
  UNIVERSITY_NAME: z.string().trim().min(1, "must not be empty").default("Demo University"),
  STUDENT_EMAIL_DOMAIN: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, "must be a domain name such as student.example.edu.my")
    .default("student.demo.edu.my"),
  OFFICE_PHONE: z.string().trim().min(1, "must not be empty").default("+60 3-1234 5678"),
  OFFICE_EMAIL: z.email({ error: "must be an email address" }).default("lostandfound@demo.edu.my"),
  OFFICE_PLACE: z.string().trim().min(1, "must not be empty").default(DEFAULT_OFFICE_PLACE.en),
  /** The office's place in Malay; without it, the Malay default when OFFICE_PLACE is the default, else OFFICE_PLACE. */
  OFFICE_PLACE_MY: z.string().trim().min(1, "must not be empty").optional(),
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, "must be at least 32 characters (e.g. the output of: openssl rand -hex 32)").optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .url({ protocol: /^smtps?$/, error: "must be an SMTP URL such as smtp://user:password@mail.example.edu.my:587" })
      .optional(),
  ),
  MAIL_TRANSPORT: optionalText.pipe(z.enum(["smtp", "files"], { error: "must be smtp or files" }).optional()),
  MAIL_FROM: z
    .string()
    .trim()
    .min(3, 'must be an address such as "Lost & Found" <lostandfound@example.edu.my>')
    .default('"Campus Lost & Found" <no-reply@demo.edu.my>'),
  TRUST_PROXY: z
    .string()
    .trim()
    .default("false")
    .pipe(
      z.union([z.literal("false"), z.literal("true"), z.string().regex(/^[1-9]$/), trustedProxyAddresses], {
        error:
          'must be false, the number of proxies in front of the app (1 for the shipped nginx), or their addresses (e.g. "127.0.0.1,::1" or "10.0.0.0/8")',
      }),
    ),
  TRUSTED_ORIGINS: z.string().trim().default(""),
  MAX_UPLOAD_MB: z.coerce
    .number({ error: "must be a number of megabytes between 1 and 50" })
    .min(1, "must be a number of megabytes between 1 and 50")
    .max(50, "must be a number of megabytes between 1 and 50")
    .default(5),
  S3_ENDPOINT: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "must be the bucket service's URL, e.g. https://s3.ap-southeast-1.amazonaws.com",
      })
      .optional(),
  ),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().default("us-east-1"),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  CHAT_EXPIRY_DAYS: z.coerce
    .number({ error: "must be a whole number of days between 1 and 365" })
    .int("must be a whole number of days between 1 and 365")
    .min(1, "must be a whole number of days between 1 and 365")
    .max(365, "must be a whole number of days between 1 and 365")
    .default(7),
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: "must be a Redis URL such as redis://127.0.0.1:6379" }).optional(),
  ),
  INSTANCE_ID: optionalText,
  JOB_LEASE_SECONDS: z.coerce
    .number({ error: "must be a whole number of seconds between 5 and 3600" })
    .int("must be a whole number of seconds between 5 and 3600")
    .min(5, "must be a whole number of seconds between 5 and 3600")
    .max(3600, "must be a whole number of seconds between 5 and 3600")
    .default(60),
  JOB_WORKER: optionalText.pipe(z.enum(["thread", "inline"], { error: "must be thread or inline" }).optional()),
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(24, "must be at least 24 characters (e.g. the output of: openssl rand -hex 24)").optional(),
  ),
  METRICS_PORT: port.optional(),
  METRICS_HOST: z.string().trim().min(1, "must not be empty").default("127.0.0.1"),
  JOBS_KEEP_DAYS: keepDays(1, 3650, 30),
  AUDIT_KEEP_DAYS: keepDays(30, 36500, 1825),
  PERSONAL_DATA_KEEP_DAYS: keepDays(30, 3650, 365),
  OIDC_ISSUER: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "must be the identity provider's issuer URL, such as https://login.example.edu.my",
      })
      .optional(),
  ),
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_EMAIL_CLAIM: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][\w.:-]*$/, "must be a claim name such as matrix_no")
    .default("email"),
  OIDC_MATRIX_CLAIM: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][\w.:-]*$/, "must be a claim name such as matrix_no")
    .default("matrix_no"),
  OIDC_SCOPES: z.string().trim().min(1, "must not be empty").default("openid email profile"),
  OIDC_NAME_CLAIM: z
    .string()
    .trim()
    .regex(/^[A-Za-z_][\w.:-]*$/, "must be a claim name such as matrix_no")
    .default("name"),
  PASSWORD_SIGN_IN: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.pipe(
    z
      .url({
        protocol: /^(mailto|https)$/,
        error: "must be a mailto: or https: URL to reach the operator at, such as mailto:lostandfound@example.edu.my",
      })
      .optional(),
  ),
  PUSH_SERVICE_HOSTS: z
    .string()
    .trim()
    .default("")
    .transform((value) => value || DEFAULT_PUSH_SERVICE_HOSTS.join(","))
    .refine((value) => value.split(",").every((entry) => pushServiceEntry(entry) !== null), PUSH_SERVICE_HOSTS_HINT),
  TIME_ZONE: z
    .string()
    .trim()
    .default("Asia/Kuala_Lumpur")
    .refine((zone) => isTimeZone(zone), "must be an IANA time zone such as Asia/Kuala_Lumpur"),
});

/** Every variable the server and its commands read: a name close to one of these is probably misspelt. */
export const ENVIRONMENT_NAMES: readonly string[] = [
  ...Object.keys(envSchema.shape),
  "ADMIN_EMAIL",
  "ADMIN_NAME",
  "ADMIN_PASSWORD",
];

/** The auth library's own secret variables, which this app refuses in favour of AUTH_SECRET. */
const LIBRARY_SECRET_NAMES = ["BETTER_AUTH_SECRET", "BETTER_AUTH_SECRETS"] as const;

/** Variables whose value is a secret, or a URL that may carry one: never echoed in an error. */
const SECRET_NAMES = new Set([
  "AUTH_SECRET",
  "OIDC_CLIENT_SECRET",
  "METRICS_TOKEN",
  "S3_SECRET_ACCESS_KEY",
  "S3_ACCESS_KEY_ID",
  "ADMIN_PASSWORD",
  "VAPID_PRIVATE_KEY",
]);
const CREDENTIAL_URL_NAMES = new Set(["DATABASE_URL", "SMTP_URL", "REDIS_URL"]);

/** How a given value is quoted in a configuration error: secrets are never shown. */
function shownValue(name: string, given: string): string {
  if (SECRET_NAMES.has(name)) return ` (got ${given.length} characters, not shown)`;
  if (CREDENTIAL_URL_NAMES.has(name))
    return URL.canParse(given) ? ` (got "${redactUrl(given)}")` : " (not shown: it may hold a password)";
  return ` (got "${given}")`;
}

/** Loopback addresses, where plain http is fine: nobody else can reach them. */
function isLoopback(url: URL): boolean {
  return ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

/** A host as it goes into a URL: an IPv6 address in brackets. */
function urlHost(host: string): string {
  return host.includes(":") ? `[${host}]` : host;
}

/**
 * What a real installation (NODE_ENV=production) must have: users reach it over https (the
 * session cookie is then Secure), and email goes somewhere on purpose. Plain http is allowed on
 * a loopback address only, to try a production build on one's own machine.
 */
function productionProblems(e: z.infer<typeof envSchema>): string[] {
  const problems: string[] = [];
  if (!e.AUTH_SECRET)
    problems.push(
      "AUTH_SECRET is required when NODE_ENV=production (at least 32 characters, the same on every server instance; e.g. openssl rand -hex 32)",
    );
  if (!e.PUBLIC_URL)
    problems.push(
      "PUBLIC_URL is required when NODE_ENV=production: the https address users reach the app at, such as https://lostfound.example.edu.my",
    );
  else if (new URL(e.PUBLIC_URL).protocol !== "https:" && !isLoopback(new URL(e.PUBLIC_URL))) {
    problems.push(
      `PUBLIC_URL must be an https URL when NODE_ENV=production (got "${e.PUBLIC_URL}"): sessions and passwords must not cross the network in the clear`,
    );
  }
  if (!e.SMTP_URL && e.MAIL_TRANSPORT !== "files") {
    problems.push(
      "SMTP_URL is required when NODE_ENV=production, so that reset links and notices reach people (or set MAIL_TRANSPORT=files to write them to DATA_DIR/mail on purpose)",
    );
  }
  return problems;
}

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface Config {
  env: "development" | "production" | "test";
  port: number;
  host: string;
  /** The address users reach the app at; the web origin for Origin checks and links in emails. */
  publicUrl: string;
  /** Absolute path of the folder holding the SQLite file, uploads and mail in the embedded mode. */
  dataDir: string;
  /** Set when the server runs on PostgreSQL. */
  databaseUrl: string | undefined;
  /** SQLite's durability: NORMAL (a power cut may lose the last commits) or FULL. */
  sqliteSynchronous: "normal" | "full";
  /**
   * SQLite only: keep search pages and the office's statistics while nothing they show has
   * changed (modules/reports/search-cache.ts). Off: every request computes them (the bench's
   * measure of the search itself).
   */
  searchCache: boolean;
  logLevel: string;
  /** Absolute path of the built web app. */
  webDistDir: string;
  universityName: string;
  studentEmailDomain: string;
  office: { phone: string; email: string; place: string; placeMy: string };
  /** Signs session cookies; from AUTH_SECRET, else generated into DATA_DIR (not in production). */
  authSecret: string | undefined;
  /** Outgoing mail: SMTP when set, else .eml files in DATA_DIR/mail (MAIL_TRANSPORT=files forces files). */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * Behind reverse proxies: which X-Forwarded-For hops to believe. A number trusts that many
   * proxies (the client is the address they saw; what the client itself wrote further left is
   * ignored); addresses trust those proxies only; false reads no header. TRUST_PROXY=true means 1.
   */
  trustProxy: false | number | string[];
  /** Origins allowed to send state-changing requests: PUBLIC_URL's and any in TRUSTED_ORIGINS. */
  trustedOrigins: string[];
  /** Largest accepted upload, in bytes (MAX_UPLOAD_MB). */
  maxUploadBytes: number;
  /** Uploaded files go to this S3-compatible bucket when set, else to DATA_DIR/uploads. */
  s3: { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string } | undefined;
  /** The university's IANA time zone: "today" for report dates, and the buckets of statistics. */
  timeZone: string;
  /** A conversation expires this many days after its last message (CHAT_EXPIRY_DAYS). */
  chatExpiryDays: number;
  /** Realtime events cross instances through this Redis when set (else PostgreSQL LISTEN/NOTIFY on PostgreSQL). */
  redisUrl: string | undefined;
  /** This server instance, stable across its restarts (INSTANCE_ID, else host name and port): whose job leases are whose. */
  instanceId: string;
  /** How long a worker holds a job before another may take it again (after a crash): JOB_LEASE_SECONDS. */
  jobLeaseMs: number;
  /**
   * Where the outbox's jobs run (JOB_WORKER): "thread", a worker thread of its own, so matching
   * and emails never hold up requests (the default when NODE_ENV=production); "inline", on the
   * request thread (the default otherwise: tests and development read one log and one stack).
   */
  jobWorker: "thread" | "inline";
  /**
   * `/metrics` in Prometheus format: on the main port with `Authorization: Bearer <token>`
   * (METRICS_TOKEN), and/or without a token on a port of its own (METRICS_PORT on METRICS_HOST,
   * 127.0.0.1 unless told). Undefined: no metrics are collected at all.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string } | undefined;
  /**
   * Housekeeping, in days: finished jobs are removed after `jobs`, the audit log after `audit`, and
   * the personal data of closed cases and idle conversations after `personalData`.
   */
  keepDays: { jobs: number; audit: number; personalData: number };
  /**
   * Campus sign-in through the university's OpenID Connect provider (OIDC_*): the claims that
   * carry the email, the matrix number and the name. Undefined: password sign-in only.
   */
  oidc:
    | {
        issuer: string;
        clientId: string;
        clientSecret: string;
        claims: { email: string; matrixNo: string; name: string };
        scopes: string[];
      }
    | undefined;
  /** Students may sign up and sign in with a password (PASSWORD_SIGN_IN); administrators always do, with their second step. */
  passwordSignIn: boolean;
  /**
   * Web Push. `vapid`: the key pair pushes are signed with (VAPID_PUBLIC_KEY and
   * VAPID_PRIVATE_KEY, base64url), or undefined: generated once into DATA_DIR/vapid-keys.json
   * (infra/vapid-keys.ts). `subject`: how a push service reaches the operator (VAPID_SUBJECT,
   * else a mailto: of MAIL_FROM's address). `serviceHosts`: where devices' endpoints may be
   * (PUSH_SERVICE_HOSTS, normalised: host names and `*.domain`, https only; http origins on a
   * loopback address, for tests).
   */
  push: {
    vapid: { publicKey: string; privateKey: string } | undefined;
    subject: string;
    serviceHosts: string[];
  };
}

/**
 * Reads and validates the configuration from the environment. A bad value throws a
 * StartupError naming every offending variable, e.g. `PORT must be a whole number …`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const given = env[name];
      return `${name} ${issue.message}${given === undefined ? "" : shownValue(name, given)}`;
    });
    throw new StartupError(`Configuration error: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  const localHost = e.HOST === "0.0.0.0" || e.HOST === "::" ? "localhost" : urlHost(e.HOST);
  const problems = e.NODE_ENV === "production" ? productionProblems(e) : [];
  if (e.MAIL_TRANSPORT === "smtp" && !e.SMTP_URL) problems.push("MAIL_TRANSPORT=smtp needs SMTP_URL");
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT)
    problems.push("METRICS_PORT must differ from PORT (the metrics have a listener of their own)");
  // The auth library reads these on its own and would then sign cookies with a secret the fast
  // session reader does not know, signing everyone out: one variable, AUTH_SECRET, holds it.
  for (const name of LIBRARY_SECRET_NAMES) {
    if (env[name]) problems.push(`${name} is not used by this app: put the secret in AUTH_SECRET and remove ${name}`);
  }
  const oidcGiven = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcGiven.some(Boolean) && !oidcGiven.every(Boolean))
    problems.push(
      "OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together (or none, for password sign-in only)",
    );
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY))
    problems.push(
      "VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to have a pair generated into DATA_DIR/vapid-keys.json)",
    );
  else if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    const problem = vapidPairProblem(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY);
    if (problem) problems.push(problem);
  }
  if (e.PASSWORD_SIGN_IN === "off" && !e.OIDC_ISSUER)
    problems.push("PASSWORD_SIGN_IN=off needs campus sign-in (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET)");
  if (problems.length > 0) throw new StartupError(`Configuration error: ${problems.join("; ")}`);
  const publicUrl = (e.PUBLIC_URL ?? `http://${localHost}:${e.PORT}`).replace(/\/+$/, "");
  const s3Given = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Given.some(Boolean) && !s3Given.every(Boolean)) {
    throw new StartupError(
      "Configuration error: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (or none, to keep uploads in DATA_DIR)",
    );
  }
  const extraOrigins = e.TRUSTED_ORIGINS.split(",")
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of extraOrigins) {
    if (!URL.canParse(origin))
      throw new StartupError(
        `Configuration error: TRUSTED_ORIGINS must be a comma-separated list of origins such as https://lostfound.example.edu.my (got "${origin}")`,
      );
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    sqliteSynchronous: e.SQLITE_SYNCHRONOUS,
    searchCache: e.SEARCH_CACHE === "on",
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    universityName: e.UNIVERSITY_NAME,
    studentEmailDomain: e.STUDENT_EMAIL_DOMAIN,
    office: {
      phone: e.OFFICE_PHONE,
      email: e.OFFICE_EMAIL,
      place: e.OFFICE_PLACE,
      placeMy:
        e.OFFICE_PLACE_MY ?? (e.OFFICE_PLACE === DEFAULT_OFFICE_PLACE.en ? DEFAULT_OFFICE_PLACE.my : e.OFFICE_PLACE),
    },
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.MAIL_TRANSPORT === "files" ? undefined : e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    trustProxy: trustProxyFrom(e.TRUST_PROXY),
    trustedOrigins: [...new Set([new URL(publicUrl).origin, ...extraOrigins.map((origin) => new URL(origin).origin)])],
    maxUploadBytes: Math.round(e.MAX_UPLOAD_MB * 1024 * 1024),
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    timeZone: e.TIME_ZONE,
    chatExpiryDays: e.CHAT_EXPIRY_DAYS,
    redisUrl: e.REDIS_URL,
    instanceId: e.INSTANCE_ID ?? `${hostname()}:${e.PORT}`,
    jobLeaseMs: e.JOB_LEASE_SECONDS * 1000,
    jobWorker: e.JOB_WORKER ?? (e.NODE_ENV === "production" ? "thread" : "inline"),
    metrics:
      e.METRICS_TOKEN || e.METRICS_PORT
        ? { token: e.METRICS_TOKEN, port: e.METRICS_PORT, host: e.METRICS_HOST }
        : undefined,
    keepDays: { jobs: e.JOBS_KEEP_DAYS, audit: e.AUDIT_KEEP_DAYS, personalData: e.PERSONAL_DATA_KEEP_DAYS },
    oidc:
      e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET
        ? {
            issuer: e.OIDC_ISSUER.replace(/\/+$/, ""),
            clientId: e.OIDC_CLIENT_ID,
            clientSecret: e.OIDC_CLIENT_SECRET,
            claims: { email: e.OIDC_EMAIL_CLAIM, matrixNo: e.OIDC_MATRIX_CLAIM, name: e.OIDC_NAME_CLAIM },
            scopes: e.OIDC_SCOPES.split(/[\s,]+/).filter(Boolean),
          }
        : undefined,
    passwordSignIn: e.PASSWORD_SIGN_IN === "on",
    push: {
      vapid:
        e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
          ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
          : undefined,
      subject: e.VAPID_SUBJECT ?? vapidSubjectFor(e.MAIL_FROM, publicUrl, e.OFFICE_EMAIL),
      serviceHosts: [...new Set(e.PUSH_SERVICE_HOSTS.split(",").map((entry) => pushServiceEntry(entry)!))],
    },
  };
}

/** How push services reach the operator unless VAPID_SUBJECT says: the mail sender, else an https PUBLIC_URL, else the office. */
function vapidSubjectFor(mailFrom: string, publicUrl: string, officeEmail: string): string {
  const sender = mailFromAddress(mailFrom);
  if (sender) return `mailto:${sender}`;
  return publicUrl.startsWith("https://") ? publicUrl : `mailto:${officeEmail}`;
}

/** The database URL with its password hidden, for log lines and error messages. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = "***";
    return parsed.toString();
  } catch {
    return "(unparseable URL)";
  }
}
