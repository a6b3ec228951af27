import { describe, expect, it } from 'vitest';
import { createSseParser, reconnectDelay, type SseEvent } from './sse-parser.ts';

describe('server-sent events parser', () => {
  it('reads events split across chunks, skips comments and retry fields', () => {
    const seen: SseEvent[] = [];
    const feed = createSseParser((event) => seen.push(event));
    feed('retry: 1000\nevent: ready\ndata: {"UserId":1}\n\n: keep-alive\n\nevent: mes');
    feed('sage\ndata: {"ThreadId":2}\r\n\r\n');
    expect(seen).toEqual([
      { event: 'ready', data: '{"UserId":1}' },
      { event: 'message', data: '{"ThreadId":2}' },
    ]);
  });

  it('reconnects after a server restart with a growing, bounded wait', () => {
    expect([0, 1, 2, 3, 10].map(reconnectDelay)).toEqual([500, 1000, 2000, 4000, 5000]);
  });
});
