// Live events across processes on one PostgreSQL: publish is a NOTIFY on one channel; every process LISTENs on its
// own connection and hands each event to its local subscribers (its own included, so each event is heard once).
// An event too large for NOTIFY (8,000 bytes) is heard by this process only, and logged.
import { Client, Pool } from 'pg';
import type { Logger } from '../http/logger.ts';
import { createLocalEventBus, type EventBus, type LiveEvent } from './event-bus.ts';

export const liveChannel = 'rove_live';
const maxPayload = 7900;

export interface ClosableEventBus extends EventBus {
  close(): Promise<void>;
}

export async function createPgEventBus(databaseUrl: string, logger: Logger): Promise<ClosableEventBus> {
  const local = createLocalEventBus();
  const listener = new Client({ connectionString: databaseUrl });
  const sender = new Pool({ connectionString: databaseUrl, max: 2 });
  await listener.connect();
  listener.on('notification', (message) => {
    if (message.channel !== liveChannel || !message.payload) return;
    try {
      local.publish(JSON.parse(message.payload) as LiveEvent);
    } catch (error) {
      logger.warn('live event not understood', { error });
    }
  });
  listener.on('error', (error) => logger.error('live events connection lost', { error }));
  await listener.query(`LISTEN ${liveChannel}`);
  return {
    publish(event) {
      const payload = JSON.stringify(event);
      if (payload.length > maxPayload) {
        logger.warn('live event too large for NOTIFY: this process only', { type: event.type, bytes: payload.length });
        local.publish(event);
        return;
      }
      sender.query('SELECT pg_notify($1, $2)', [liveChannel, payload]).catch((error) => {
        logger.error('live event not sent', { error });
        local.publish(event);
      });
    },
    subscribe: (listen) => local.subscribe(listen),
    async close() {
      await listener.end().catch(() => undefined);
      await sender.end().catch(() => undefined);
    },
  };
}
