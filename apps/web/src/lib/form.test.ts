import { describe, expect, it } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useSchemaForm } from "./form";
import type { FormSchema } from "./light-schemas";

/** A schema that wants an email, naming its problem as zod does. */
const schema: FormSchema<{ email: string }> = {
  safeParse: (values) => {
    const { email } = values as { email: string };
    return email.includes("@")
      ? { success: true, data: { email } }
      : { success: false, error: { issues: [{ path: ["email"], message: "auth.errors.email" }] } };
  },
};

describe("form field names", () => {
  it("are the form's own: a misspelt name in set, check or errors does not compile", () => {
    const { result } = renderHook(() => useSchemaForm(schema, { email: "", remember: false }));
    act(() => result.current.check("email"));
    expect(result.current.errors.email).toBe("auth.errors.email");
    act(() => result.current.set("email", "ana@example.edu"));
    expect(result.current.values).toEqual({ email: "ana@example.edu", remember: false });
    expect(result.current.errors.email).toBeUndefined();

    // Each marked line fails `npm run typecheck` without its marker (the marker would go unused otherwise).
    // @ts-expect-error: "emial" is no field of this form.
    act(() => result.current.set("emial", "x"));
    // @ts-expect-error: "remember" holds a boolean, not a string.
    act(() => result.current.set("remember", "yes"));
    // @ts-expect-error: "emial" is no field of this form.
    act(() => result.current.check("emial"));
    // @ts-expect-error: "emial" is no field of this form.
    expect(result.current.errors.emial).toBeUndefined();
  });
});
