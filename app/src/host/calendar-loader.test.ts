import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { hostRvListKey } from '../owner/index.ts';
import { firstViewKeys } from './calendar-loader.ts';

describe("the host calendar's first view, read as its route opens", () => {
  it("is the RV list and today's whole month across every RV: the keys the page reads first", () => {
    expect(firstViewKeys(parseDate('2026-02-14'))).toEqual([hostRvListKey('active'), '/api/hosts/calendar?From=2026-02-01&To=2026-02-28']);
  });
});
