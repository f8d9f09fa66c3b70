import { hostname } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DEFAULT_PUSH_SERVICE_HOSTS, loadConfig, redactUrl } from "./config";
import { generateVapidKeys } from "./infra/vapid-keys";
import { misspeltVariables } from "./config-spelling";
import { StartupError } from "./startup-error";

/** What a real installation sets, the minimum: each production test takes one piece away. */
const production = {
  NODE_ENV: "production",
  AUTH_SECRET: "x".repeat(32),
  PUBLIC_URL: "https://lostfound.example.edu.my",
  SMTP_URL: "smtp://mail.example.edu.my:587",
};

describe("loadConfig", () => {
  it("works with no environment at all (the embedded defaults)", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: "development",
      port: 3000,
      host: "127.0.0.1",
      publicUrl: "http://127.0.0.1:3000",
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      searchCache: true,
    });
  });

  it("collects metrics only when METRICS_TOKEN or METRICS_PORT is set, and keeps a long token secret", () => {
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: "9464" }).metrics).toEqual({ token: undefined, port: 9464, host: "127.0.0.1" });
    const token = "metrics-token-metrics-token-1234";
    expect(loadConfig({ METRICS_TOKEN: token }).metrics).toEqual({ token, port: undefined, host: "127.0.0.1" });
    expect(() => loadConfig({ METRICS_TOKEN: "short-token" })).toThrow(/METRICS_TOKEN must be at least 24 characters/);
    expect(() => loadConfig({ METRICS_TOKEN: "short-token" })).not.toThrow(/short-token/);
    expect(() => loadConfig({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it("keeps finished jobs 30 days, closed cases' personal data a year and the audit log five years unless told otherwise", () => {
    expect(loadConfig({}).keepDays).toEqual({ jobs: 30, audit: 1825, personalData: 365 });
    expect(loadConfig({ JOBS_KEEP_DAYS: "7", AUDIT_KEEP_DAYS: "365", PERSONAL_DATA_KEEP_DAYS: "90" }).keepDays).toEqual(
      { jobs: 7, audit: 365, personalData: 90 },
    );
    expect(() => loadConfig({ AUDIT_KEEP_DAYS: "10" })).toThrow(
      /AUDIT_KEEP_DAYS must be a whole number of days between 30 and 36500/,
    );
  });

  it("turns SQLite's kept search pages off with SEARCH_CACHE=off", () => {
    expect(loadConfig({ SEARCH_CACHE: "off" }).searchCache).toBe(false);
    expect(loadConfig({ SEARCH_CACHE: "on" }).searchCache).toBe(true);
  });

  it("reads every variable it documents", () => {
    const config = loadConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      PUBLIC_URL: "https://lostfound.example.edu.my/",
      DATA_DIR: "/var/lib/campus",
      DATABASE_URL: "postgresql://app:secret@db:5432/campus",
      STUDENT_EMAIL_DOMAIN: "Student.Example.EDU.my",
      UNIVERSITY_NAME: "Universiti Contoh",
      OFFICE_PHONE: "+60 7-555 0000",
      OFFICE_EMAIL: "office@example.edu.my",
      OFFICE_PLACE: "Block A",
      TIME_ZONE: "Asia/Kuching",
    });
    expect(config).toMatchObject({
      port: 8080,
      publicUrl: "https://lostfound.example.edu.my",
      dataDir: "/var/lib/campus",
      databaseUrl: "postgresql://app:secret@db:5432/campus",
      studentEmailDomain: "student.example.edu.my",
      universityName: "Universiti Contoh",
      office: { phone: "+60 7-555 0000", email: "office@example.edu.my", place: "Block A", placeMy: "Block A" },
      timeZone: "Asia/Kuching",
    });
  });

  it("trusts exactly the proxies TRUST_PROXY names: a count (true is one) or their addresses, never the client's own header", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "127.0.0.1, ::1,10.0.0.0/8" }).trustProxy).toEqual([
      "127.0.0.1",
      "::1",
      "10.0.0.0/8",
    ]);
    for (const bad of ["yes", "0", "12", "127.0.0.300", "10.0.0.0/8/1"])
      expect(() => loadConfig({ TRUST_PROXY: bad })).toThrow(/TRUST_PROXY must be false, the number of proxies/);
  });

  it("refuses a time zone it does not know, and defaults to Malaysia's", () => {
    expect(() => loadConfig({ TIME_ZONE: "Mars/Olympus" })).toThrow(/TIME_ZONE must be an IANA time zone/);
    expect(loadConfig({}).timeZone).toBe("Asia/Kuala_Lumpur");
  });

  it("uses localhost in the default public URL when listening on every interface", () => {
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "4000" }).publicUrl).toBe("http://localhost:4000");
  });

  it.each([
    [{ PORT: "abc" }, /^Configuration error: PORT must be a whole number between 1 and 65535 \(got "abc"\)$/],
    [{ PORT: "70000" }, /PORT must be a whole number/],
    [{ DATABASE_URL: "mysql://x@y/z" }, /DATABASE_URL must be a PostgreSQL URL/],
    [{ PUBLIC_URL: "not a url" }, /PUBLIC_URL must be an http\(s\) URL/],
    [{ NODE_ENV: "staging" }, /NODE_ENV must be development, production or test/],
    [{ STUDENT_EMAIL_DOMAIN: "not a domain" }, /STUDENT_EMAIL_DOMAIN must be a domain name/],
    [{ OFFICE_EMAIL: "nobody" }, /OFFICE_EMAIL must be an email address/],
    [{ SQLITE_SYNCHRONOUS: "off" }, /SQLITE_SYNCHRONOUS must be normal or full/],
    [{ SEARCH_CACHE: "no" }, /SEARCH_CACHE must be on or off/],
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(StartupError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("requires AUTH_SECRET in production, and a long one", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /^Configuration error: AUTH_SECRET is required when NODE_ENV=production/,
    );
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(loadConfig({ ...production }).authSecret).toBe("x".repeat(32));
  });

  it("refuses the auth library's own secret variables, which would sign everyone out, and never shows them", () => {
    for (const name of ["BETTER_AUTH_SECRET", "BETTER_AUTH_SECRETS"]) {
      const given = "1:" + "s".repeat(40);
      let message = "";
      try {
        loadConfig({ [name]: given });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain(`${name} is not used by this app: put the secret in AUTH_SECRET`);
      expect(message).not.toContain(given);
    }
  });

  it("refuses to start in production without an https PUBLIC_URL (plain http on loopback only)", () => {
    const { PUBLIC_URL: _, ...withoutUrl } = production;
    expect(() => loadConfig(withoutUrl)).toThrow(/PUBLIC_URL is required when NODE_ENV=production/);
    expect(() => loadConfig({ ...production, PUBLIC_URL: "http://lostfound.example.edu.my" })).toThrow(
      /PUBLIC_URL must be an https URL when NODE_ENV=production/,
    );
    expect(loadConfig({ ...production, PUBLIC_URL: "http://127.0.0.1:4173" }).publicUrl).toBe("http://127.0.0.1:4173");
    expect(loadConfig({ ...production, PUBLIC_URL: "http://[::1]:4173" }).publicUrl).toBe("http://[::1]:4173");
  });

  it("refuses to start in production without a way to send mail, unless files are chosen on purpose", () => {
    const { SMTP_URL: _, ...withoutMail } = production;
    expect(() => loadConfig(withoutMail)).toThrow(
      /SMTP_URL is required when NODE_ENV=production.*MAIL_TRANSPORT=files/,
    );
    expect(loadConfig({ ...withoutMail, MAIL_TRANSPORT: "files" }).smtpUrl).toBeUndefined();
    expect(loadConfig({ ...production, MAIL_TRANSPORT: "files" }).smtpUrl).toBeUndefined();
    expect(() => loadConfig({ MAIL_TRANSPORT: "smtp" })).toThrow(/MAIL_TRANSPORT=smtp needs SMTP_URL/);
    expect(() => loadConfig({ MAIL_TRANSPORT: "pigeon" })).toThrow(/MAIL_TRANSPORT must be smtp or files/);
  });

  it("names every production problem at once", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /AUTH_SECRET is required.*; PUBLIC_URL is required.*; SMTP_URL is required/,
    );
  });

  it("never prints a secret or a password in a configuration error", () => {
    const messages = [
      { DATABASE_URL: "mysql://app:Pa55word@db/campus" },
      { DATABASE_URL: "postgres//app:Pa55word@db/campus" },
      { SMTP_URL: "http://mailer:Pa55word@mail.example.edu.my" },
      { SMTP_URL: "smtp//mailer:Pa55word@mail" },
      { REDIS_URL: "http://:Pa55word@cache:6379" },
      { AUTH_SECRET: "Pa55word" },
    ].map((env) => {
      try {
        loadConfig(env);
        return "loaded";
      } catch (error) {
        return (error as Error).message;
      }
    });
    for (const message of messages) {
      expect(message).toMatch(/^Configuration error: /);
      expect(message).not.toContain("Pa55word");
    }
    expect(messages[0]).toContain('(got "mysql://app:***@db/campus")');
    expect(messages[5]).toContain("(got 8 characters, not shown)");
  });

  it("names this instance by INSTANCE_ID, else by host name and port (stable across restarts)", () => {
    expect(loadConfig({ INSTANCE_ID: "campus-1" }).instanceId).toBe("campus-1");
    expect(loadConfig({ PORT: "3100" }).instanceId).toBe(`${hostname()}:3100`);
  });

  it("works on the IPv6 loopback (HOST=::1)", () => {
    const config = loadConfig({ HOST: "::1", PORT: "3100" });
    expect(config.host).toBe("::1");
    expect(config.publicUrl).toBe("http://[::1]:3100");
    expect(config.trustedOrigins).toEqual(["http://[::1]:3100"]);
  });

  it("trusts PUBLIC_URL's origin and any listed in TRUSTED_ORIGINS", () => {
    const config = loadConfig({
      PUBLIC_URL: "https://lf.example.edu.my/app",
      TRUSTED_ORIGINS: "http://127.0.0.1:5173, https://admin.example.edu.my/",
    });
    expect(config.trustedOrigins).toEqual([
      "https://lf.example.edu.my",
      "http://127.0.0.1:5173",
      "https://admin.example.edu.my",
    ]);
    expect(() => loadConfig({ TRUSTED_ORIGINS: "nope" })).toThrow(/TRUSTED_ORIGINS must be a comma-separated list/);
  });

  it("accepts SMTP URLs only", () => {
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example.edu.my:465" }).smtpUrl).toBe(
      "smtps://u:p@mail.example.edu.my:465",
    );
    expect(() => loadConfig({ SMTP_URL: "http://mail" })).toThrow(/SMTP_URL must be an SMTP URL/);
  });

  it("names every bad variable at once", () => {
    expect(() => loadConfig({ PORT: "x", LOG_LEVEL: "loud" })).toThrow(/PORT .*; LOG_LEVEL /);
  });

  it("treats empty optional variables as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", PUBLIC_URL: " " }).databaseUrl).toBeUndefined();
  });
});

describe("redactUrl", () => {
  it("hides the password", () => {
    expect(redactUrl("postgres://app:s3cret@db:5432/campus")).toBe("postgres://app:***@db:5432/campus");
    expect(redactUrl("postgres://app@db/campus")).toBe("postgres://app@db/campus");
  });
});

describe("loadConfig: Web Push", () => {
  const pair = generateVapidKeys();

  it("generates the key pair unless both VAPID keys are given, and signs as the mail sender unless VAPID_SUBJECT says", () => {
    expect(loadConfig({}).push).toEqual({
      vapid: undefined,
      subject: "mailto:no-reply@demo.edu.my",
      serviceHosts: [...DEFAULT_PUSH_SERVICE_HOSTS],
    });
    const given = loadConfig({
      VAPID_PUBLIC_KEY: pair.publicKey,
      VAPID_PRIVATE_KEY: pair.privateKey,
      VAPID_SUBJECT: "mailto:it@example.edu.my",
    }).push;
    expect(given).toMatchObject({ vapid: pair, subject: "mailto:it@example.edu.my" });
    expect(loadConfig({ VAPID_SUBJECT: "https://lostfound.example.edu.my/contact" }).push.subject).toBe(
      "https://lostfound.example.edu.my/contact",
    );
    expect(
      loadConfig({ MAIL_FROM: "Lost and Found", PUBLIC_URL: "https://lostfound.example.edu.my" }).push.subject,
    ).toBe("https://lostfound.example.edu.my");
    expect(() => loadConfig({ VAPID_SUBJECT: "http://lostfound.example.edu.my" })).toThrow(
      /VAPID_SUBJECT must be a mailto: or https: URL/,
    );
  });

  it("refuses half a pair, a key that is not one, and two keys of different pairs, in one line that never shows the private key", () => {
    const refused = (env: Record<string, string | undefined>) => {
      try {
        loadConfig(env);
      } catch (error) {
        expect(error).toBeInstanceOf(StartupError);
        const message = (error as Error).message;
        expect(message).not.toContain("\n");
        expect(message).not.toContain(pair.privateKey);
        return message;
      }
      throw new Error("the configuration was accepted");
    };
    for (const half of [{ VAPID_PUBLIC_KEY: pair.publicKey }, { VAPID_PRIVATE_KEY: pair.privateKey }])
      expect(refused(half)).toBe(
        "Configuration error: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together (or neither, to have a pair generated into DATA_DIR/vapid-keys.json)",
      );
    expect(refused({ VAPID_PUBLIC_KEY: "not-a-key", VAPID_PRIVATE_KEY: pair.privateKey })).toMatch(
      /VAPID_PUBLIC_KEY must be a P-256 public key in base64url, 87 characters \(e\.g\. from: npx web-push generate-vapid-keys/,
    );
    expect(refused({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: "c2hvcnQ" })).toMatch(
      /VAPID_PRIVATE_KEY must be a P-256 private key in base64url, 43 characters/,
    );
    expect(refused({ VAPID_PUBLIC_KEY: generateVapidKeys().publicKey, VAPID_PRIVATE_KEY: pair.privateKey })).toMatch(
      /VAPID_PRIVATE_KEY is not the private key of VAPID_PUBLIC_KEY/,
    );
  });

  it("takes push service hosts, *.domain and loopback http origins in PUSH_SERVICE_HOSTS, and nothing else", () => {
    expect(
      loadConfig({ PUSH_SERVICE_HOSTS: " FCM.googleapis.com, *.push.apple.com ,http://127.0.0.1:8990/" }).push
        .serviceHosts,
    ).toEqual(["fcm.googleapis.com", "*.push.apple.com", "http://127.0.0.1:8990"]);
    expect(loadConfig({ PUSH_SERVICE_HOSTS: "" }).push.serviceHosts).toEqual([...DEFAULT_PUSH_SERVICE_HOSTS]);
    for (const wrong of ["http://10.0.0.5:8080", "https://fcm.googleapis.com", "fcm.googleapis.com,", "*", "push/x"])
      expect(() => loadConfig({ PUSH_SERVICE_HOSTS: wrong }), wrong).toThrow(
        /PUSH_SERVICE_HOSTS must be a comma-separated list of push service hosts/,
      );
  });

  it("hints at a misspelt VAPID or push variable", () => {
    expect(misspeltVariables({ VAPID_PUBLIC_KY: "x", PUSH_SERVICE_HOST: "y" })).toEqual([
      { name: "VAPID_PUBLIC_KY", meant: "VAPID_PUBLIC_KEY" },
      { name: "PUSH_SERVICE_HOST", meant: "PUSH_SERVICE_HOSTS" },
    ]);
  });
});

describe("misspeltVariables", () => {
  it("names a variable that looks like a misspelling of the server's own, with the one it meant", () => {
    const env = {
      PUBLIC_ULR: "https://x",
      smtp_url: "smtp://m",
      DATABSE_URL: "postgres://d",
      PROT: "80",
      AUTH_SECRET: "x".repeat(32),
      PATH: "/bin",
      HOME: "/root",
      HOSTNAME: "box",
      PWD: "/",
      USER: "root",
      NODE_OPTIONS: "",
    };
    expect(misspeltVariables(env)).toEqual([
      { name: "PUBLIC_ULR", meant: "PUBLIC_URL" },
      { name: "smtp_url", meant: "SMTP_URL" },
      { name: "DATABSE_URL", meant: "DATABASE_URL" },
      { name: "PROT", meant: "PORT" },
    ]);
  });
});
