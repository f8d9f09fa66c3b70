import { useMutation } from "@tanstack/react-query";
import { messageResponseSchema, type RegisterInput } from "@campus/shared";
import { apiFetch } from "../../../lib/api-client";

export async function register(input: RegisterInput) {
  return await apiFetch("/auth/register", messageResponseSchema, { method: "POST", json: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
