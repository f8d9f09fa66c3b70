import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { I18nProvider } from "../../lib/use-translation";
import { describe, expect, it } from "vitest";
import type { Language } from "@campus/shared";
import { createI18n } from "../../lib/i18n";
import { fromDayMonthYear, toDayMonthYear } from "../../lib/day-month-year";
import { DateField } from "./date-field";

function Form({ initial = "", language = "en" }: { initial?: string; language?: Language }) {
  const [value, setValue] = useState(initial);
  const i18n = createI18n();
  void i18n.changeLanguage(language);
  return (
    <I18nProvider i18n={i18n}>
      <DateField label="Date lost" name="eventDate" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
      <button type="button" onClick={() => setValue("")}>
        Clear
      </button>
    </I18nProvider>
  );
}

describe("dates as Malaysians write them", () => {
  it("reads and writes day first, and refuses what is no real date", () => {
    expect(toDayMonthYear("2026-03-05")).toBe("05/03/2026");
    expect(fromDayMonthYear("05/03/2026")).toBe("2026-03-05");
    expect(fromDayMonthYear("5-3-2026")).toBe("2026-03-05");
    expect(fromDayMonthYear(" 5.3.2026 ")).toBe("2026-03-05");
    expect(fromDayMonthYear("31/02/2026")).toBeNull();
    expect(fromDayMonthYear("03/13/2026")).toBeNull();
    expect(fromDayMonthYear("2026-03-05")).toBeNull();
  });

  it("shows the value as dd/mm/yyyy, takes a typed date day first, and says when one cannot be read", async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-03-05" />);
    const field = screen.getByLabelText<HTMLInputElement>("Date lost");
    expect(field.value).toBe("05/03/2026");
    expect(field.getAttribute("placeholder")).toBe("dd/mm/yyyy");
    await user.clear(field);
    await user.type(field, "20/11/2026");
    expect(screen.getByTestId("value").textContent).toBe("2026-11-20");
    await user.clear(field);
    await user.type(field, "20 Nov");
    fireEvent.blur(field);
    expect(await screen.findByText("Enter the date as dd/mm/yyyy, for example 05/03/2026")).toBeTruthy();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    // What was typed stays; the value is not changed by it.
    expect(field.value).toBe("20 Nov");
    expect(screen.getByTestId("value").textContent).toBe("");
    expect(screen.getByRole("button", { name: "Choose the date from a calendar: Date lost" })).toBeTruthy();
  });

  it("says a day that does not exist is no real date, not that it is written wrongly, in English and in Malay", async () => {
    const user = userEvent.setup();
    const english = render(<Form />);
    const field = screen.getByLabelText<HTMLInputElement>("Date lost");
    await user.type(field, "31/11/2026");
    fireEvent.blur(field);
    expect(await screen.findByText("This date does not exist. Check the day and the month")).toBeTruthy();
    expect(screen.queryByText(/Enter the date as dd\/mm\/yyyy/)).toBeNull();
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.value).toBe("31/11/2026");
    expect(screen.getByTestId("value").textContent).toBe("");
    english.unmount();

    render(<Form language="my" />);
    const malay = screen.getByLabelText<HTMLInputElement>("Date lost");
    await user.type(malay, "29/02/2027");
    fireEvent.blur(malay);
    expect(await screen.findByText("Tarikh ini tidak wujud. Semak hari dan bulannya")).toBeTruthy();
  });

  it("follows a value set from outside, and speaks Malay", async () => {
    const user = userEvent.setup();
    render(<Form initial="2026-03-05" language="my" />);
    const field = screen.getByLabelText<HTMLInputElement>("Date lost");
    expect(field.getAttribute("placeholder")).toBe("hh/bb/tttt");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(field.value).toBe("");
  });
});
