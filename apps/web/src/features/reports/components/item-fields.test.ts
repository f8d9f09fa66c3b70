import { describe, expect, it } from "vitest";
import { renderHook } from "@testing-library/react";
import { useSchemaForm } from "../../../lib/form";
import type { FormSchema } from "../../../lib/light-schemas";
import type { FieldsProps, ItemFieldName } from "./item-fields";

const anything: FormSchema = { safeParse: (values) => ({ success: true, data: values }) };
const itemValues = {
  itemType: "",
  itemTypeOther: "",
  brand: "",
  color: "",
  serialNumber: "",
  model: "",
  description: "",
};

describe("the item fields", () => {
  it("take a form's set and check only when the form has every field they show, each holding a string", () => {
    const { result } = renderHook(() => useSchemaForm(anything, itemValues));
    const whole: FieldsProps<ItemFieldName> = result.current;
    expect(whole.values).toEqual(itemValues);

    const { model: _, ...withoutModel } = itemValues;
    const { result: partial } = renderHook(() => useSchemaForm(anything, withoutModel));
    // @ts-expect-error: this form has no "model", which the fields show (npm run typecheck fails without this line's marker).
    const missing: FieldsProps<ItemFieldName> = partial.current;
    expect(missing.values).not.toHaveProperty("model");

    const narrowValues: typeof itemValues & { itemType: "phone" | "wallet" } = { ...itemValues, itemType: "phone" };
    const { result: narrow } = renderHook(() => useSchemaForm(anything, narrowValues));
    // @ts-expect-error: the fields set any string, which this form's itemType does not take.
    const narrower: FieldsProps<ItemFieldName> = narrow.current;
    expect(narrower.values.itemType).toBe("phone");
  });
});
