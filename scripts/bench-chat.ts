// Run by `npm run bench` (node --import tsx): 2,000 students in 1,000 conversations, each with a
// WebSocket open to the production server (SQLite); messages sent at 200 per second through the
// API; prints the delivery latency (send started -> message at the other person's socket) and
// the server's memory per connection. Exits 1 when the budget is missed.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type WebSocket from "ws";
import { loadConfig } from "../apps/server/src/config";
import { migrateToLatest } from "../apps/server/src/db/migrate";
import { openDatabase } from "../apps/server/src/db/open-database";
import { insertConversation } from "../apps/server/src/modules/chat/repository";
import {
  AUTH_SECRET,
  benchStudents,
  failures,
  latencies,
  line,
  openSocket,
  percentile,
  residentBytes,
  startProductionServer,
} from "./bench-support";

const CLIENTS = 2_000;
const RATE = 200;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const dataDir = mkdtempSync(path.join(tmpdir(), "campus-bench-chat-"));
try {
  const database = await openDatabase(loadConfig({ DATA_DIR: dataDir, AUTH_SECRET, LOG_LEVEL: "silent" }));
  let students: Array<{ id: string; cookie: string }>;
  const conversations: Array<{ id: string; a: number; b: number }> = [];
  try {
    await migrateToLatest(database);
    students = await benchStudents(database, CLIENTS, "chat");
    const now = new Date();
    const expires = new Date(now.getTime() + 7 * 86_400_000).toISOString();
    await database.db.transaction().execute(async (trx) => {
      for (let index = 0; index < CLIENTS / 2; index++) {
        const [a, b] = [students[index]!.id, students[index + CLIENTS / 2]!.id].sort() as [string, string];
        const id = randomUUID();
        await insertConversation(trx, {
          id,
          pair_key: `${a}:${b}:-`,
          user_a: a,
          user_b: b,
          started_by: a,
          consent_at: now.toISOString(),
          last_message_at: now.toISOString(),
          expires_at: expires,
        });
        conversations.push({ id, a: index, b: index + CLIENTS / 2 });
      }
    });
  } finally {
    await database.destroy();
  }

  const server = await startProductionServer(dataDir);
  const sockets: WebSocket[] = [];
  try {
    const sentAt = new Map<string, number>();
    const samples: number[] = [];
    const before = residentBytes(server.child.pid!);
    for (const student of students) {
      sockets.push(
        await openSocket(server.port, student.cookie, (event) => {
          if (event.type !== "message") return;
          const message = event.message as { senderId: string; clientId: string | null };
          if (message.senderId === student.id || !message.clientId) return;
          const started = sentAt.get(message.clientId);
          if (started !== undefined) samples.push(performance.now() - started);
        }),
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = residentBytes(server.child.pid!);
    console.log(
      `\nChat: ${CLIENTS.toLocaleString("en")} WebSocket clients in ${(CLIENTS / 2).toLocaleString("en")} conversations, ${RATE} messages per second for ${SECONDS} s (production server, SQLite):`,
    );

    let sent = 0;
    let errors = 0;
    const total = RATE * SECONDS;
    const requests: Array<Promise<void>> = [];
    const started = performance.now();
    await new Promise<void>((resolve) => {
      const tick = () => {
        // Keep to the rate whatever the timer's precision: send what is due by now.
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE));
        while (sent < due) {
          const conversation = conversations[(sent * 7919) % conversations.length]!;
          const from = students[sent % 2 ? conversation.a : conversation.b]!;
          const clientId = randomUUID();
          sentAt.set(clientId, performance.now());
          requests.push(
            fetch(`${server.base}/api/conversations/${conversation.id}/messages`, {
              method: "POST",
              headers: { "content-type": "application/json", origin: server.base, cookie: from.cookie },
              body: JSON.stringify({ body: `Bench message ${sent}: is this wallet yours?`, clientId }),
            }).then(
              async (response) => {
                if (response.status !== 201) errors++;
                await response.arrayBuffer();
              },
              () => void errors++,
            ),
          );
          sent++;
        }
        if (sent >= total) resolve();
        else setTimeout(tick, 2);
      };
      tick();
    });
    await Promise.all(requests);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const rate = sent / ((performance.now() - started - 1000) / 1000);
    const sorted = [...samples].sort((a, b) => a - b);
    line(
      "message sent -> at the other person's socket",
      `${latencies(samples)} (${sorted.length} of ${sent} delivered, ${rate.toFixed(0)} msg/s, ${errors} errors)`,
      { label: "p99 < 100 ms", within: sorted.length === sent && errors === 0 && percentile(sorted, 0.99) < 100 },
    );
    line(
      "server memory per open connection",
      `${((after - before) / CLIENTS / 1024).toFixed(1)} KiB (resident ${(before / 2 ** 20).toFixed(0)} MiB before the sockets, ${(after / 2 ** 20).toFixed(0)} MiB with them)`,
    );
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failures() ? 1 : 0);
