import { describe, expect, it } from 'vitest';
import { baseChunk, type ModuleGraph, reExportsOnly } from './base-chunk.ts';

const graphOf = (modules: Record<string, { imports: string[]; code?: string }>): ModuleGraph => ({
  getModuleInfo: (id) => (modules[id] ? { importedIds: modules[id].imports, code: modules[id].code ?? 'export const x = 1;' } : null),
});

describe('reExportsOnly', () => {
  it('knows a barrel: star and named re-exports, comments, multi-line braces', () => {
    expect(reExportsOnly("// The set\nexport * from './core.ts';\nexport {\n  a,\n  b as c,\n} from './b.ts';\n/* end */")).toBe(true);
    expect(reExportsOnly('export * as icons from "./icons.ts";\nexport type { Icon } from "./core.ts";')).toBe(true);
  });
  it('is not fooled by a module that also defines or imports', () => {
    expect(reExportsOnly("export * from './core.ts';\nexport const HeartIcon = Heart;")).toBe(false);
    expect(reExportsOnly("import { Heart } from 'lucide-react';\nexport * from './core.ts';")).toBe(false);
    expect(reExportsOnly("export { a } from './a.ts';\nconsole.log(a);")).toBe(false);
  });
});

describe('baseChunk', () => {
  const graph = graphOf({
    '/app/main.tsx': { imports: ['/app/shell.tsx', '/ui/index.ts'] },
    '/app/shell.tsx': { imports: ['/app/session.ts', '/node_modules/react/index.js'] },
    '/app/session.ts': { imports: ['/app/shell.tsx'] },
    '/node_modules/react/index.js': { imports: [] },
    '/ui/index.ts': {
      imports: ['/ui/button.tsx', '/ui/calendar.tsx'],
      code: "export * from './button.tsx';\nexport * from './calendar.tsx';",
    },
    '/ui/button.tsx': { imports: [] },
    '/ui/calendar.tsx': { imports: [] },
    '/app/search-page.tsx': { imports: ['/app/session.ts', '/ui/calendar.tsx'] },
  });

  it('names the entry and every module it imports statically, through cycles and packages, "base"', () => {
    const name = baseChunk('/app/main.tsx');
    for (const id of ['/app/main.tsx', '/app/shell.tsx', '/app/session.ts', '/node_modules/react/index.js']) {
      expect(name(id, graph)).toBe('base');
    }
  });

  it("does not walk through a barrel: its modules and the pages' own modules stay with automatic splitting", () => {
    const name = baseChunk('/app/main.tsx');
    expect(name('/ui/index.ts', graph)).toBeNull();
    expect(name('/ui/calendar.tsx', graph)).toBeNull();
    expect(name('/app/search-page.tsx', graph)).toBeNull();
  });
});
