import { Listeners, type BusMessage, type EventBus } from "./event-bus";

/** One process: events go straight to this instance's listeners. */
export function memoryBus(): EventBus {
  const listeners = new Listeners();
  return {
    async publish(message: BusMessage) {
      listeners.deliver(message);
    },
    subscribe: (listener) => listeners.add(listener),
    onReconnect: () => () => undefined,
    async close() {},
  };
}
