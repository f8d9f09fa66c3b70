/** A list endpoint's query string: only the filters that are set, numbers as they are. */
export function queryParams(query: Record<string, unknown>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if ((typeof value === "string" && value !== "") || typeof value === "number") params.set(name, String(value));
  }
  return params;
}
