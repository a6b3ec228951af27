// Uncached listing renders, measured and profiled (issue 35): a built app served by a server process of its own over
// the full seed (bench/load.ts startServerProcess), distinct listing pages (bench/distinct-requests.ts) asked for one
// at a time, so each is rendered: the server's CPU per page (the embedded database's included) and by thread, the HTML per page
// and, with BENCH_SERVER_PROFILE=dir, a CPU profile of those renders with its top self-time (TOP entries, 30).
//   node bench/listing-render-profile.ts [pages] [built app ...]
// Built apps: directories holding dist and dist-ssr (default: app/, `npm run build` first). With two or more, each
// gets a server and the pages go to them in turns of 10 (the same pages to each), so a busy machine weighs on every
// build alike: an A/B comparison that holds under load. Prints one JSON line per build.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { distinctListingPages } from './distinct-requests.ts';
import { machineLoad, type ServerProcess, startServerProcess } from './load.ts';

const pagesCount = Number(process.argv[2] ?? 200);
const builds = (process.argv.length > 3 ? process.argv.slice(3) : ['app']).map((dir) => resolve(dir));
for (const dir of builds)
  if (!existsSync(join(dir, 'dist-ssr/entry-server.js')))
    throw new Error(`${dir}: no built app (dist and dist-ssr): run \`npm run build\``);

const servers: ServerProcess[] = [];
try {
  for (const dir of builds)
    servers.push(await startServerProcess('full', undefined, { BENCH_STATIC_DIR: join(dir, 'dist') }, { profileWindows: true }));
  const sitemap = await (await fetch(`${servers[0].origin}/sitemap.xml`)).text();
  const aliases = [...new Set([...sitemap.matchAll(/<loc>[^<]*\/rv-rental\/([^<?]+)<\/loc>/g)].map((m) => decodeURIComponent(m[1])))];
  const pages = distinctListingPages(aliases, 91);
  const get = async (server: ServerProcess, path: string) => {
    const res = await fetch(`${server.origin}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const html = await res.text();
    if (res.status !== 200 || !html.includes('id="rove-server-state"')) throw new Error(`${path}: not rendered (${res.status})`);
    return html;
  };
  // Warm-up: pages apart from the measured ones (the JIT, the database's caches).
  for (let i = 0; i < 60; i++) {
    const path = pages();
    for (const server of servers) await get(server, path);
  }
  const figures = servers.map(() => ({ cpuMs: 0, mainMs: 0, renderMs: 0, wallMs: 0, bytes: 0, stateBytes: 0 }));
  const msOf = (cpu: NodeJS.CpuUsage) => (cpu.user + cpu.system) / 1000;
  const stops = await Promise.all(servers.map((server, i) => server.profile(`listing-renders-${i}`)));
  const loads: number[] = [];
  for (let done = 0; done < pagesCount; done += 10) {
    const batch = Array.from({ length: Math.min(10, pagesCount - done) }, () => pages());
    loads.push(machineLoad());
    for (const [i, server] of servers.entries()) {
      const before = await server.usage();
      const started = performance.now();
      for (const path of batch) {
        const html = await get(server, path);
        figures[i].bytes += Buffer.byteLength(html);
        const state = html.match(/<script type="application\/json" id="rove-server-state">.*?<\/script>/s)?.[0] ?? '';
        figures[i].stateBytes += Buffer.byteLength(state);
      }
      figures[i].wallMs += performance.now() - started;
      const after = await server.usage();
      figures[i].cpuMs += msOf(after.cpu) - msOf(before.cpu);
      figures[i].mainMs += msOf(after.threads.main) - msOf(before.threads.main);
      figures[i].renderMs += msOf(after.threads.render) - msOf(before.threads.render);
    }
  }
  for (const stop of stops) await stop();
  const per = (value: number, digits = 100) => Math.round((value / pagesCount) * digits) / digits;
  for (const [i, f] of figures.entries())
    console.log(
      JSON.stringify({
        build: builds[i],
        pages: pagesCount,
        cpuMsPerPage: per(f.cpuMs),
        // By thread: the main one (HTTP, the API, the embedded database, compression), the render threads (React),
        // and the rest of the process (the garbage collector's helper threads, libuv's).
        mainThreadMsPerPage: per(f.mainMs),
        renderThreadsMsPerPage: per(f.renderMs),
        otherThreadsMsPerPage: per(f.cpuMs - f.mainMs - f.renderMs),
        wallMsPerPage: per(f.wallMs),
        htmlKbPerPage: per(f.bytes / 1024, 10),
        stateKbPerPage: per(f.stateBytes / 1024, 10),
        loadAverage: Math.round((loads.reduce((a, b) => a + b, 0) / loads.length) * 10) / 10,
      }),
    );
  const dir = process.env.BENCH_SERVER_PROFILE;
  if (dir)
    for (const i of servers.keys()) {
      console.log(`top self-time, ${builds[i]} (ms per page):`);
      for (const [name, ms] of topSelfTime(join(dir, `listing-renders-${i}.cpuprofile`), Number(process.env.TOP ?? 30)))
        console.log(`${(ms / pagesCount).toFixed(2).padStart(7)}  ${name}`);
    }
} finally {
  for (const server of servers) await server.stop();
}

/** A CPU profile's functions by self time (ms over the profile), most first. */
function topSelfTime(file: string, count: number): [string, number][] {
  type Node = { id: number; callFrame: { functionName: string; url: string; lineNumber: number } };
  const profile = JSON.parse(readFileSync(file, 'utf8')) as { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id);
    const where = frame?.url.replace(/^.*\/(node_modules|dist-ssr|server)\//, '$1/') ?? '';
    const key = `${frame?.functionName || '(anonymous)'} ${where}:${(frame?.lineNumber ?? 0) + 1}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self].sort((a, b) => b[1] - a[1]).slice(0, count);
}
