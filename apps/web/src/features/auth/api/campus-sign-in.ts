import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../lib/api-client";
import { campusStartAnswer } from "../../../lib/light-schemas";

/** Starts campus sign-in: the browser goes to the university's sign-in page, which sends it back signed in. */
export function useCampusSignIn() {
  return useMutation({
    mutationFn: () => apiFetch("/auth/campus", campusStartAnswer, { method: "POST" }),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
