import { createECDH, randomUUID } from "node:crypto";
import { existsSync, linkSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Config } from "../config";
import { StartupError } from "../startup-error";

/** The key pair Web Push messages are signed with (VAPID, RFC 8292): P-256, base64url. */
export interface VapidKeys {
  /** The uncompressed public point (65 bytes): what a browser subscribes with (`applicationServerKey`). */
  publicKey: string;
  /** The private scalar (32 bytes). */
  privateKey: string;
}

/** The generated pair's file in a data folder (used only when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are not set). */
export function vapidKeysFileIn(dataDir: string): string {
  return path.join(dataDir, "vapid-keys.json");
}

const known = new Map<string, VapidKeys>();

/**
 * The VAPID key pair: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (checked by the configuration), or
 * one generated once into DATA_DIR/vapid-keys.json (mode 600) and read from there ever after, like
 * the generated auth secret. The server makes it at start; the job thread and later calls read it
 * (kept in memory once read). Instances that share no DATA_DIR must share a pair through the
 * environment: a device subscribes with one server key, and a push signed with another is refused.
 */
export function resolveVapidKeys(config: Pick<Config, "push" | "dataDir">): VapidKeys {
  if (config.push.vapid) return config.push.vapid;
  const file = vapidKeysFileIn(config.dataDir);
  const kept = known.get(file);
  if (kept) return kept;
  if (!existsSync(file)) writeOnce(file, generateVapidKeys());
  const keys = readKeys(file);
  known.set(file, keys);
  return keys;
}

/** A new P-256 key pair. */
export function generateVapidKeys(): VapidKeys {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  // The scalar is 32 bytes; a leading zero byte would be dropped without the padding.
  const privateKey = Buffer.alloc(32);
  const scalar = ecdh.getPrivateKey();
  scalar.copy(privateKey, 32 - scalar.length);
  return { publicKey: ecdh.getPublicKey().toString("base64url"), privateKey: privateKey.toString("base64url") };
}

/**
 * Creates `file` with the pair unless it exists: written whole to a file of its own first, then
 * linked into place (a link never replaces a file), so two instances starting together on one
 * DATA_DIR end up with the same pair and neither reads half a file.
 */
function writeOnce(file: string, keys: VapidKeys): void {
  const draft = `${file}.${randomUUID()}.tmp`;
  writeFileSync(draft, `${JSON.stringify(keys, null, 2)}\n`, { mode: 0o600, flag: "wx" });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function readKeys(file: string): VapidKeys {
  let keys: Partial<VapidKeys> = {};
  try {
    keys = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
  } catch {
    // Said below.
  }
  const publicKey = typeof keys.publicKey === "string" ? keys.publicKey : "";
  const privateKey = typeof keys.privateKey === "string" ? keys.privateKey : "";
  if (!isPair(publicKey, privateKey))
    throw new StartupError(
      `${file} does not hold a VAPID key pair: restore it from a backup, or remove it to have a new pair made (every device then has to turn notifications on again)`,
    );
  return { publicKey, privateKey };
}

function isPair(publicKey: string, privateKey: string): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
    return ecdh.getPublicKey().toString("base64url") === publicKey;
  } catch {
    return false;
  }
}
