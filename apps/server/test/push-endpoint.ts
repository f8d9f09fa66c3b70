import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** One post the push endpoint received, and the status it answered. */
export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  status: number;
}

/**
 * A push service of the test's own on 127.0.0.1: it records every post and answers 201 (created),
 * as push services do, unless told to answer a path otherwise for its next posts.
 */
export interface PushEndpoint {
  /** `http://127.0.0.1:<port>`: what the test app's PUSH_SERVICE_HOSTS allows. */
  origin: string;
  requests: PushRequest[];
  /** The statuses the next posts to `path` get, one each, then 201 again. */
  answer(path: string, ...statuses: number[]): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const requests: PushRequest[] = [];
  const planned = new Map<string, number[]>();
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = request.url ?? "/";
      const status = planned.get(path)?.shift() ?? 201;
      requests.push({ path, headers: request.headers, body: Buffer.concat(chunks), status });
      response.writeHead(status, { "content-type": "text/plain" }).end(status === 201 ? "" : `answered ${status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    requests,
    answer: (path, ...statuses) => planned.set(path, [...(planned.get(path) ?? []), ...statuses]),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A browser's side of a push subscription: its own key pair and authentication secret. */
export interface TestDevice {
  path: string;
  endpoint: string;
  /** What `PushSubscription.toJSON()` gives, for `PUT /api/push/subscription`. */
  subscription: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } };
  /** A received push's body decrypted as the browser does (RFC 8291 with RFC 8188's aes128gcm), parsed as JSON. */
  decrypt(body: Buffer): unknown;
}

export function testDevice(origin: string): TestDevice {
  const ecdh = createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  const path = `/push/${randomUUID()}`;
  const endpoint = `${origin}${path}`;
  return {
    path,
    endpoint,
    subscription: {
      endpoint,
      expirationTime: null,
      keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
    },
    decrypt(body) {
      // The header: salt (16), record size (4), the sender's key id length (1) and key (65).
      const salt = body.subarray(0, 16);
      const recordSize = body.readUInt32BE(16);
      const idLength = body[20]!;
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      if (idLength !== 65 || record.length > recordSize)
        throw new Error("not one aes128gcm record with a P-256 key id");
      const secret = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
      const ikm = Buffer.from(hkdfSync("sha256", secret, authSecret, keyInfo, 32));
      const key = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = createDecipheriv("aes-128-gcm", key, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 2, then any zero bytes of padding.
      let end = padded.length - 1;
      while (end >= 0 && padded[end] === 0) end--;
      if (padded[end] !== 2) throw new Error("the record has no last-record delimiter");
      return JSON.parse(padded.subarray(0, end).toString("utf8"));
    },
  };
}

/**
 * The claims of a push's VAPID Authorization header (`vapid t=<JWT>, k=<public key>`, RFC 8292),
 * once its ES256 signature is checked against `publicKey` (and `k` is that key); throws otherwise.
 */
export function vapidClaims(authorization: string | undefined, publicKey: string): Record<string, unknown> {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  if (!match) throw new Error(`not a VAPID Authorization header: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  if (key !== publicKey) throw new Error("the header's key is not the server's public key");
  const [header, claims, signature] = token.split(".") as [string, string, string];
  if (JSON.parse(Buffer.from(header, "base64url").toString()).alg !== "ES256") throw new Error("not ES256");
  const point = Buffer.from(publicKey, "base64url");
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33, 65).toString("base64url"),
  };
  const signed = verify(
    "sha256",
    Buffer.from(`${header}.${claims}`),
    { key: createPublicKey({ key: jwk, format: "jwk" }), dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) throw new Error("the VAPID signature does not verify with the server's public key");
  return JSON.parse(Buffer.from(claims, "base64url").toString()) as Record<string, unknown>;
}
