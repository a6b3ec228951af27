// The load step of issues 22 and 24 (cached figures: one URL): 200 connections on search for 20 s (BENCH_LOAD_DURATION) against the server in
// a process of its own over the full seeded embedded database (PGlite), as `npm start` runs it. Every request must be
// answered 2xx: no errors, no client time-outs (10 s), no 503. Prints rps, p50 and p99 beside the budgets
// (bench/api-budgets.ts) with the machine's load average, then one JSON object: { "searchLoad": {...} } (ms).
import { printBesideBudgets } from './api-budgets.ts';
import { day, load, startServerProcess } from './load.ts';

const connections = 200;
const seconds = Number(process.env.BENCH_LOAD_DURATION ?? 20);
// The search bench's typical search (bench/search.bench.ts): a city, two guests, dates a month ahead.
const path = `/api/rvs/search?SearchAddress=${encodeURIComponent('Denver, CO')}&SearchLat=39.7392&SearchLng=-104.9903&Guest=2&StartDate=${day(30)}&EndDate=${day(34)}&SortOrder=Recommended`;

const bench = await startServerProcess('full');
const figures = await load(`${bench.origin}${path}`, connections, seconds);
const { eventLoopUtilization } = await bench.usage();
await bench.stop();
const out = { searchLoad: { connections, seconds, ...figures, serverEventLoop: Math.round(eventLoopUtilization * 100) / 100 } };
// One search repeated: after the first request the read cache answers, so these are cached figures.
printBesideBudgets('searchLoad', out.searchLoad, undefined, 'one search repeated at 200 connections (cached)');
console.log(JSON.stringify(out));
