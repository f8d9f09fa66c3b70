import { z } from "zod";
import { ROLES } from "../constants";

const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

export const USER_STATUSES = ["active", "disabled"] as const;

/** `GET /api/admin/users`: search by name, email or matrix number; filter by role and status. */
export const adminUserQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, z.string().trim().max(120, "reports.errors.textTooLong").optional()),
  role: z.preprocess(emptyToUndefined, z.enum(ROLES).optional()),
  status: z.preprocess(emptyToUndefined, z.enum(USER_STATUSES).optional()),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type AdminUserQueryInput = z.input<typeof adminUserQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  matrixNo: z.string().nullable(),
  role: z.enum(ROLES),
  /** When the account was disabled; null while it may sign in. */
  disabledAt: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** True for the admin asking (who may not demote or disable themselves). */
  self: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserPageSchema = z.object({
  users: z.array(adminUserSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** `PATCH /api/admin/users/:id`: promote or demote, disable or enable. */
export const userChangeSchema = z
  .object({ role: z.enum(ROLES).optional(), disabled: z.boolean().optional() })
  .refine((change) => change.role !== undefined || change.disabled !== undefined, "admin.errors.nothingToChange");
export type UserChange = z.infer<typeof userChangeSchema>;

export const adminUserResponseSchema = z.object({ user: adminUserSchema, message: z.string() });
