import { createServer } from "node:http";

/**
 * The journeys' own push service, in place of the browser's (headless Chromium here cannot
 * subscribe at Google's, which this machine cannot reach). The server posts each encrypted push
 * to a device's endpoint, `/push/<device>`, as to any push service (201 Created); a journey
 * collects what reached its device from `/received/<device>`: the headers and the body (base64),
 * still encrypted, in the order they came. Started once for the run (Playwright's global setup),
 * on E2E_PUSH_PORT, the one origin the e2e server's PUSH_SERVICE_HOSTS allows.
 */
export default async function startPushService(): Promise<() => Promise<void>> {
  const received = new Map<string, Array<{ headers: Record<string, string>; body: string }>>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://127.0.0.1");
      const pushed = /^\/push\/([\w-]+)$/.exec(url.pathname);
      if (request.method === "POST" && pushed) {
        const device = pushed[1]!;
        const headers = Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)] as const),
        );
        received.set(device, [
          ...(received.get(device) ?? []),
          { headers, body: Buffer.concat(chunks).toString("base64") },
        ]);
        response.writeHead(201, { location: `/messages/${device}/${received.get(device)!.length}` }).end();
        return;
      }
      const asked = /^\/received\/([\w-]+)$/.exec(url.pathname);
      if (request.method === "GET" && asked) {
        response
          .writeHead(200, { "content-type": "application/json" })
          .end(JSON.stringify(received.get(asked[1]!) ?? []));
        return;
      }
      response.writeHead(404).end();
    });
  });
  const port = Number(process.env.E2E_PUSH_PORT);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
