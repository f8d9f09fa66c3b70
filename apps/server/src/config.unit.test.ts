import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig, redactUrl } from "./config";
import { StartupError } from "./startup-error";

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
    });
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
      office: { phone: "+60 7-555 0000", email: "office@example.edu.my", place: "Block A" },
      timeZone: "Asia/Kuching",
    });
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
  ])("refuses %o with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(StartupError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("requires AUTH_SECRET in production, and a long one", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(/^Configuration error: AUTH_SECRET is required when NODE_ENV=production/);
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET must be at least 32 characters/);
    expect(loadConfig({ NODE_ENV: "production", AUTH_SECRET: "x".repeat(32) }).authSecret).toBe("x".repeat(32));
  });

  it("trusts PUBLIC_URL's origin and any listed in TRUSTED_ORIGINS", () => {
    const config = loadConfig({ PUBLIC_URL: "https://lf.example.edu.my/app", TRUSTED_ORIGINS: "http://127.0.0.1:5173, https://admin.example.edu.my/" });
    expect(config.trustedOrigins).toEqual(["https://lf.example.edu.my", "http://127.0.0.1:5173", "https://admin.example.edu.my"]);
    expect(() => loadConfig({ TRUSTED_ORIGINS: "nope" })).toThrow(/TRUSTED_ORIGINS must be a comma-separated list/);
  });

  it("accepts SMTP URLs only", () => {
    expect(loadConfig({ SMTP_URL: "smtps://u:p@mail.example.edu.my:465" }).smtpUrl).toBe("smtps://u:p@mail.example.edu.my:465");
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
