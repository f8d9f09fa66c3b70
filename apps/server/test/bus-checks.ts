import { randomUUID } from "node:crypto";
import { expect } from "vitest";
import type { BusMessage, EventBus } from "../src/infra/events/event-bus";
import { waitFor } from "./wait";

/**
 * Starts two buses on one backend (two server instances) and checks that a message published on
 * each reaches both, once each, in order. Messages carry a fresh id, so other runs sharing the
 * backend do not disturb the count. `before` runs first (e.g. to send garbage the buses must ignore).
 */
export async function checkCrossesOnce(
  make: () => Promise<EventBus>,
  onClose: (close: () => Promise<void>) => void,
  before?: () => Promise<void>,
): Promise<void> {
  const buses = [await make(), await make()];
  for (const bus of buses) onClose(() => bus.close());
  const received = buses.map(() => [] as BusMessage[]);
  buses.forEach((bus, index) => bus.subscribe((message) => received[index]!.push(message)));
  const id = randomUUID();
  await before?.();
  await buses[0]!.publish({ to: { userId: id }, event: { type: "ready" } });
  await buses[1]!.publish({ to: { userId: `${id}-2` }, event: { type: "ready" } });
  const mine = (list: BusMessage[]) =>
    list.flatMap((message) => ("userId" in message.to && message.to.userId.startsWith(id) ? [message.to.userId] : []));
  await waitFor("both instances to receive both messages", () => received.every((list) => mine(list).length === 2));
  await new Promise((resolve) => setTimeout(resolve, 100));
  for (const list of received) expect(mine(list)).toEqual([id, `${id}-2`]);
}
