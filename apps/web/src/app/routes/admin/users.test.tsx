import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { adminUserPageSchema, adminUserResponseSchema, paths, type AdminUser } from "@campus/shared";
import { json, refusal } from "../../../test/fake-answers";
import { renderApp, stubApi, testAdmin } from "../../../test/render-app";

const aisyah: AdminUser = {
  id: "u1",
  name: "Aisyah Rahman",
  email: "aisyah@student.ujian.edu.my",
  matrixNo: "A21CS0001",
  role: "student",
  disabledAt: null,
  createdAt: "2026-01-05T02:00:00.000Z",
  lastLoginAt: "2026-03-02T01:30:00.000Z",
  self: false,
};
const ben: AdminUser = {
  id: "u3",
  name: "Ben Lim",
  email: "ben@student.ujian.edu.my",
  matrixNo: "A21CS0002",
  role: "student",
  disabledAt: "2026-02-10T06:00:00.000Z",
  createdAt: "2026-01-06T02:00:00.000Z",
  lastLoginAt: null,
  self: false,
};
const me: AdminUser = {
  id: testAdmin.id,
  name: testAdmin.name,
  email: testAdmin.email,
  matrixNo: null,
  role: "admin",
  disabledAt: null,
  createdAt: "2025-12-01T02:00:00.000Z",
  lastLoginAt: "2026-03-03T00:05:00.000Z",
  self: true,
};

/** The user endpoints as the server answers them; enabling Ben is refused (he was removed meanwhile). */
function stubUsers({ total = 3 }: { total?: number } = {}) {
  let users = [aisyah, ben, me];
  const bodies: unknown[] = [];
  const calls = stubApi({
    session: testAdmin,
    handle: async (request, path) => {
      if (path === "/api/admin/users" && request.method === "GET")
        return json(adminUserPageSchema, {
          users,
          total,
          page: Number(new URL(request.url).searchParams.get("page") ?? 1),
          pageSize: 20,
        });
      const user = users.find((one) => path === `/api/admin/users/${one.id}`);
      if (!user || request.method !== "PATCH") return undefined;
      const body = (await request.clone().json()) as { role?: "admin" | "student"; disabled?: boolean };
      bodies.push(body);
      if (user.id === ben.id) return refusal(404, { code: "NOT_FOUND", message: "User not found." });
      const updated: AdminUser = {
        ...user,
        ...(body.role ? { role: body.role } : {}),
        ...(body.disabled === undefined ? {} : { disabledAt: body.disabled ? "2026-03-04T02:00:00.000Z" : null }),
      };
      users = users.map((one) => (one.id === user.id ? updated : one));
      const message =
        body.role === "admin"
          ? `${user.name} is now an admin`
          : body.role === "student"
            ? `${user.name} is now a student`
            : body.disabled
              ? `${user.name}'s account is disabled and signed out everywhere`
              : `${user.name}'s account is enabled`;
      return json(adminUserResponseSchema, { user: updated, message });
    },
  });
  return { calls, bodies };
}

const listQueries = (calls: Request[]) =>
  calls
    .filter((call) => new URL(call.url).pathname === "/api/admin/users" && call.method === "GET")
    .map((call) => new URL(call.url).search);
// A row header holds the name with the email under it.
const rowOf = (name: string) => screen.getByRole("rowheader", { name: new RegExp(`^${name} `) }).closest("tr")!;

describe("users", () => {
  it("lists the accounts with role, status and last sign-in, and offers no change on the admin's own row", async () => {
    stubUsers();
    renderApp(paths.adminUsers);
    expect(await screen.findByRole("heading", { level: 1, name: "Users" })).toBeTruthy();
    const table = await screen.findByRole("table", { name: "Users" });
    expect(within(table).getAllByRole("row").slice(1)).toHaveLength(3);
    expect(screen.getByRole("heading", { name: "Users found: 3" })).toBeTruthy();

    const first = rowOf("Aisyah Rahman");
    expect(first.textContent).toContain("aisyah@student.ujian.edu.my");
    expect(first.textContent).toContain("A21CS0001");
    expect(first.textContent).toContain("Student");
    expect(first.textContent).toContain("Active");
    expect(first.textContent).toContain("2 Mar 2026, 09:30");
    expect(within(first).getByRole("button", { name: "Make Aisyah Rahman an admin" })).toBeTruthy();
    expect(within(first).getByRole("button", { name: "Disable Aisyah Rahman" })).toBeTruthy();

    const second = rowOf("Ben Lim");
    expect(second.textContent).toContain("Disabled");
    expect(second.textContent).toContain("Since 10 Feb 2026, 14:00");
    expect(second.textContent).toContain("Never");
    expect(within(second).getByRole("button", { name: "Enable Ben Lim" })).toBeTruthy();

    const mine = rowOf("Office Admin");
    expect(mine.textContent).toContain("Administrator");
    expect(within(mine).getByText("You")).toBeTruthy();
    expect(within(mine).queryAllByRole("button")).toHaveLength(0);
  });

  it("sends the filters from the address and keeps new ones there", async () => {
    const { calls } = stubUsers({ total: 45 });
    const user = userEvent.setup();
    const { router } = renderApp(`${paths.adminUsers}?role=student`);
    await screen.findByRole("table", { name: "Users" });
    expect(listQueries(calls)[0]).toBe("?role=student&page=1&pageSize=20");
    expect(screen.getByLabelText<HTMLSelectElement>("Role").value).toBe("student");

    await user.selectOptions(screen.getByLabelText("Status"), "disabled");
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe("?role=student&status=disabled&page=1&pageSize=20"));
    fireEvent.change(screen.getByLabelText("Search users"), { target: { value: " A21CS " } });
    await user.click(screen.getByRole("button", { name: "Search" }));
    await waitFor(() =>
      expect(listQueries(calls).at(-1)).toBe("?q=A21CS&role=student&status=disabled&page=1&pageSize=20"),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      q: "A21CS",
      role: "student",
      status: "disabled",
    });
    expect(screen.getByLabelText<HTMLInputElement>("Search users").value).toBe("A21CS");

    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByText("Page 1 of 3")).toBeTruthy();
    await user.click(within(pages).getByRole("button", { name: "Next page" }));
    await waitFor(() => expect(new URLSearchParams(listQueries(calls).at(-1)).get("page")).toBe("2"));
    expect(router.state.location.search).toBe("?q=A21CS&role=student&status=disabled&page=2");

    await user.click(screen.getByRole("button", { name: "Clear filters" }));
    await waitFor(() => expect(listQueries(calls).at(-1)).toBe("?page=1&pageSize=20"));
    expect(screen.getByLabelText<HTMLInputElement>("Search users").value).toBe("");
  });

  it("makes a student an admin after confirming, says so and refreshes the list", async () => {
    const { calls, bodies } = stubUsers();
    const user = userEvent.setup();
    renderApp(paths.adminUsers);
    await user.click(await screen.findByRole("button", { name: "Make Aisyah Rahman an admin" }));
    let dialog = await screen.findByRole("dialog", { name: "Make Aisyah Rahman an admin?" });
    expect(dialog.textContent).toContain("manage users");
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(bodies).toEqual([]);

    const before = listQueries(calls).length;
    await user.click(screen.getByRole("button", { name: "Make Aisyah Rahman an admin" }));
    dialog = await screen.findByRole("dialog", { name: "Make Aisyah Rahman an admin?" });
    await user.click(within(dialog).getByRole("button", { name: "Make admin" }));
    expect(await screen.findByText("Aisyah Rahman is now an admin")).toBeTruthy();
    expect(bodies).toEqual([{ role: "admin" }]);
    await waitFor(() => expect(listQueries(calls).length).toBeGreaterThan(before));
    expect(await screen.findByRole("button", { name: "Make Aisyah Rahman a student" })).toBeTruthy();
    expect(rowOf("Aisyah Rahman").textContent).toContain("Administrator");
  });

  it("disables an account after a warning that it signs the person out everywhere", async () => {
    const { bodies } = stubUsers();
    const user = userEvent.setup();
    renderApp(paths.adminUsers);
    await user.click(await screen.findByRole("button", { name: "Disable Aisyah Rahman" }));
    const dialog = await screen.findByRole("dialog", { name: "Disable Aisyah Rahman's account?" });
    expect(dialog.textContent).toContain("signed out everywhere at once");
    await user.click(within(dialog).getByRole("button", { name: "Disable" }));
    expect(await screen.findByText("Aisyah Rahman's account is disabled and signed out everywhere")).toBeTruthy();
    expect(bodies).toEqual([{ disabled: true }]);
    expect(await screen.findByRole("button", { name: "Enable Aisyah Rahman" })).toBeTruthy();
    expect(rowOf("Aisyah Rahman").textContent).toContain("Disabled");
  });

  it("shows the server's refusal and keeps the filters", async () => {
    const { bodies } = stubUsers();
    const user = userEvent.setup();
    renderApp(`${paths.adminUsers}?q=lim&status=disabled`);
    await user.click(await screen.findByRole("button", { name: "Enable Ben Lim" }));
    const dialog = await screen.findByRole("dialog", { name: "Enable Ben Lim's account?" });
    await user.click(within(dialog).getByRole("button", { name: "Enable" }));
    expect((await screen.findByRole("alert")).textContent).toBe("User not found.");
    expect(bodies).toEqual([{ disabled: false }]);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(screen.getByLabelText<HTMLInputElement>("Search users").value).toBe("lim");
    expect(screen.getByLabelText<HTMLSelectElement>("Status").value).toBe("disabled");
  });

  it("says when the users cannot be loaded", async () => {
    stubApi({
      session: testAdmin,
      handle: (_request, path) =>
        path === "/api/admin/users"
          ? refusal(500, { code: "INTERNAL_ERROR", message: "Something went wrong." })
          : undefined,
    });
    renderApp(`${paths.adminUsers}?q=aisyah`);
    expect((await screen.findByRole("alert")).textContent).toBe("The users could not be loaded.");
    expect(screen.getByLabelText<HTMLInputElement>("Search users").value).toBe("aisyah");
  });

  it("renders in Malay, dates included", async () => {
    stubUsers();
    const user = userEvent.setup();
    const { i18n } = renderApp(paths.adminUsers);
    await screen.findByRole("table", { name: "Users" });
    await i18n.changeLanguage("my");
    expect(await screen.findByRole("heading", { level: 1, name: "Pengguna" })).toBeTruthy();
    expect(screen.getByRole("table", { name: "Pengguna" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Pengguna dijumpai: 3" })).toBeTruthy();
    const first = rowOf("Aisyah Rahman");
    expect(first.textContent).toContain("Pelajar");
    expect(first.textContent).toContain("Aktif");
    expect(first.textContent).toContain("2 Mac 2026");
    expect(rowOf("Ben Lim").textContent).toContain("Belum pernah");
    expect(within(rowOf("Office Admin")).getByText("Anda")).toBeTruthy();
    await user.click(within(first).getByRole("button", { name: "Nyahaktifkan Aisyah Rahman" }));
    const dialog = await screen.findByRole("dialog", { name: "Nyahaktifkan akaun Aisyah Rahman?" });
    expect(dialog.textContent).toContain("dilog keluar di semua peranti");
  });
});
