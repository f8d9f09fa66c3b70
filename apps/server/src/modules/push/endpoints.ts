/**
 * Whether the server may post pushes to `endpoint`: an https URL on its default port whose host
 * is one of PUSH_SERVICE_HOSTS (`*.domain` takes any host below the domain, not the domain
 * itself), or exactly one of its http origins (a test's own push endpoint on a loopback address).
 * No user name or password in it. `serviceHosts` is the configuration's, already normalised.
 */
export function allowedPushEndpoint(endpoint: string, serviceHosts: readonly string[]): boolean {
  if (!URL.canParse(endpoint)) return false;
  const url = new URL(endpoint);
  if (url.username || url.password) return false;
  if (url.protocol === "http:") return serviceHosts.includes(url.origin);
  if (url.protocol !== "https:" || url.port !== "") return false;
  const host = url.hostname;
  return serviceHosts.some((entry) =>
    entry.startsWith("*.") ? host.endsWith(entry.slice(1)) && host.length > entry.length - 1 : host === entry,
  );
}
