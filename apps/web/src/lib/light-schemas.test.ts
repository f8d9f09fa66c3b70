import { describe, expect, it } from "vitest";
import {
  apiErrorSchema,
  LIMITS,
  loginResponseSchema,
  loginSchema,
  emailConfirmedResponseSchema,
  messageResponseSchema,
  profileResponseSchema,
  publicConfigSchema,
  secondFactorSchema,
  sessionResponseSchema,
} from "@campus/shared";
import { schemaErrors } from "./form";
import {
  apiErrorAnswer,
  loginAnswer,
  emailConfirmedAnswer,
  loginForm,
  messageAnswer,
  profileAnswer,
  publicConfigAnswer,
  secondFactorForm,
  sessionAnswer,
  type AnswerSchema,
  type FormSchema,
} from "./light-schemas";

// Each light schema against its zod twin: the same verdict and the same parsed value (unknown
// fields dropped) for answers off their shape in every way, and the same first message per field.

const user = {
  id: "u1",
  name: "Aisyah Rahman",
  email: "aisyah@student.demo.edu.my",
  matrixNo: "A21CS0001",
  phone: "012-345 6701",
  language: "my",
  role: "student",
  profileImage: null,
  twoFactorEnabled: false,
};

/** The user with one field changed (undefined: left out). */
const userWith = (field: string, value: unknown) => {
  const changed: Record<string, unknown> = { ...user, [field]: value };
  if (value === undefined) delete changed[field];
  return changed;
};

const offUserShapes = [
  ...["id", "name", "email", "matrixNo", "phone", "language", "role", "profileImage", "twoFactorEnabled"].flatMap(
    (field) => [userWith(field, undefined), userWith(field, 7)],
  ),
  userWith("matrixNo", null),
  userWith("phone", null),
  userWith("profileImage", "/uploads/a.jpg"),
  userWith("language", "fr"),
  userWith("role", "staff"),
  userWith("twoFactorEnabled", "true"),
  userWith("role", "admin"),
  { ...user, extra: "dropped" },
];

const config = {
  universityName: "Universiti Ujian",
  studentEmailDomain: "student.ujian.edu.my",
  office: { phone: "+60 3-1234 5678", email: "lf@ujian.edu.my", place: "Block B", placeMy: "Blok B" },
  maxUploadMb: 5,
  timeZone: "Asia/Kuala_Lumpur",
  campusSignIn: true,
  passwordSignIn: false,
};

const notObjects = [null, undefined, "text", 3, [], true];

function expectSameAnswers<T>(light: AnswerSchema<T>, zod: AnswerSchema<unknown>, samples: unknown[]) {
  for (const sample of samples) {
    const expected = zod.safeParse(sample);
    const actual = light.safeParse(sample);
    expect({ sample, success: actual.success }).toEqual({ sample, success: expected.success });
    if (actual.success && expected.success) expect(actual.data).toStrictEqual(expected.data);
  }
}

function expectSameForms(light: FormSchema, zod: FormSchema, samples: Array<Record<string, unknown>>) {
  for (const sample of samples) {
    const expected = zod.safeParse(sample);
    const actual = light.safeParse(sample);
    expect({ sample, errors: schemaErrors(light, sample) }).toEqual({ sample, errors: schemaErrors(zod, sample) });
    expect(actual.success).toBe(expected.success);
    if (actual.success && expected.success) expect(actual.data).toStrictEqual(expected.data);
  }
}

describe("light schemas", () => {
  it("read the session answer as sessionResponseSchema does", () => {
    expectSameAnswers(sessionAnswer, sessionResponseSchema, [
      { user },
      ...offUserShapes.map((shape) => ({ user: shape })),
      { user: null },
      {},
      ...notObjects,
    ]);
  });

  it("read the sign-in answer as loginResponseSchema does", () => {
    expectSameAnswers(loginAnswer, loginResponseSchema, [
      { user },
      { user: userWith("role", "staff") },
      { secondFactorRequired: true },
      { secondFactorRequired: false },
      { secondFactorRequired: "true" },
      { user: userWith("id", undefined), secondFactorRequired: true },
      { user, secondFactorRequired: true },
      ...notObjects,
    ]);
  });

  it("read a profile answer as profileResponseSchema does", () => {
    const pending = { email: "new@student.demo.edu.my", matrixNo: null };
    expectSameAnswers(profileAnswer, profileResponseSchema, [
      { user },
      { user, message: "Saved." },
      { user, message: 3 },
      { user, message: undefined },
      { user, pendingChange: null },
      { user, pendingChange: pending },
      { user, message: "Check your email.", pendingChange: { ...pending, matrixNo: "A21CS0009", extra: 1 } },
      { user, pendingChange: { ...pending, email: 4 } },
      { user, pendingChange: { email: "new@student.demo.edu.my" } },
      { user, pendingChange: "soon" },
      { user: userWith("language", "fr"), message: "Saved." },
      ...notObjects,
    ]);
  });

  it("read a confirmation as messageResponseSchema does", () => {
    expectSameAnswers(messageAnswer, messageResponseSchema, [
      { message: "Sent." },
      { message: "Sent.", extra: true },
      { message: 2 },
      {},
      ...notObjects,
    ]);
  });

  it("read a followed confirmation link as emailConfirmedResponseSchema does", () => {
    expectSameAnswers(emailConfirmedAnswer, emailConfirmedResponseSchema, [
      { message: "Confirmed.", email: "a@student.demo.edu.my" },
      { message: "Confirmed.", email: "a@student.demo.edu.my", extra: true },
      { message: "Confirmed." },
      { message: "Confirmed.", email: 4 },
      { email: "a@student.demo.edu.my" },
      ...notObjects,
    ]);
  });

  it("read the public settings as publicConfigSchema does", () => {
    expectSameAnswers(publicConfigAnswer, publicConfigSchema, [
      config,
      { ...config, extra: 1, office: { ...config.office, extra: 2 } },
      ...["universityName", "studentEmailDomain", "maxUploadMb", "timeZone"].flatMap((field) => [
        { ...config, [field]: undefined },
        { ...config, [field]: field === "maxUploadMb" ? "5" : 5 },
      ]),
      ...["phone", "email", "place", "placeMy"].map((field) => ({
        ...config,
        office: { ...config.office, [field]: 1 },
      })),
      { ...config, office: null },
      ...notObjects,
    ]);
  });

  it("read an error answer as apiErrorSchema does", () => {
    expectSameAnswers(apiErrorAnswer, apiErrorSchema, [
      { code: "LOGIN_FAILED", message: "Wrong email or password." },
      { code: "VALIDATION_ERROR", message: "Check the form.", fields: { email: "Enter your email." } },
      { code: "VALIDATION_ERROR", message: "Check the form.", fields: {} },
      { code: "VALIDATION_ERROR", message: "Check the form.", fields: { email: 1 } },
      { code: "VALIDATION_ERROR", message: "Check the form.", fields: null },
      { code: "VALIDATION_ERROR", message: "Check the form.", fields: ["email"] },
      { code: 400, message: "Bad." },
      { code: "NOT_FOUND" },
      { message: "Bad.", extra: 1 },
      ...notObjects,
    ]);
  });

  it("check the sign-in form as loginSchema does", () => {
    const emails = [
      "",
      "   ",
      "aisyah@student.demo.edu.my",
      "  Aisyah.Rahman@Student.Demo.EDU.my ",
      "o'brien+lost@mail.example.com",
      "first.last@x.co",
      "a@b",
      "a@b.c",
      "a..b@example.com",
      ".a@example.com",
      "a.@example.com",
      "a@-example.com",
      "a@example-.com",
      "a b@example.com",
      "ä@example.com",
      `${"a".repeat(243)}@example.com`,
      `${"a".repeat(244)}@example.com`,
      `${"a".repeat(250)}@x`,
    ];
    const passwords = ["", " ", "secret", "x".repeat(LIMITS.passwordMax), "x".repeat(LIMITS.passwordMax + 1)];
    expectSameForms(
      loginForm,
      loginSchema,
      emails.flatMap((email) => passwords.map((password) => ({ email, password }))),
    );
  });

  it("check the second step as secondFactorSchema does", () => {
    const codes = ["", "   ", "123456", " 123456 ", "ABCD-EFGH", "x".repeat(40), ` ${"x".repeat(40)} `, "x".repeat(41)];
    expectSameForms(secondFactorForm, secondFactorSchema, [
      ...codes.map((code) => ({ code })),
      ...codes.map((code) => ({ code, recoveryCode: true })),
      ...codes.map((code) => ({ code, recoveryCode: false })),
    ]);
  });
});
