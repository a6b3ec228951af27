// The API report of @rove/ui (ui/api-report.md): every entry point of the package with the names it exports, and
// the declaration of each name as the published .d.ts files give it (comments dropped, destructured parameters
// named `props`), with the package's own unexported types those declarations use. TypeScript 7 has no compiler
// API, so this reads the declaration files' text: tsc writes them in a regular shape (one statement per `;`, or
// per closing brace for interfaces, classes, enums and namespaces).
//   npm run api-report            builds the package, writes ui/api-report.md
//   node scripts/api-report.ts --check   (a step of `npm test`, after the packaging step built ui/dist)
// The check fails when the committed report differs from the declarations (the public API changed: run
// `npm run api-report` and add a changeset), or when the report differs from the base branch's while @rove/ui has
// neither a pending changeset nor a new version (scripts/api-changeset-gate.ts).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { changesetGate, pendingBumps } from './api-changeset-gate.ts';

/** The top-level statements of a declaration file, comments dropped. */
export function statements(text: string): string[] {
  const out: string[] = [];
  let current = '';
  let depth = 0;
  let i = 0;
  const blockHead = /^(export\s+)?(declare\s+)?(abstract\s+class|const\s+enum|interface|class|enum|namespace|module|global)\b/;
  const push = () => {
    const statement = current.trim();
    if (statement) out.push(statement);
    current = '';
  };
  /** Copies a quoted string or template literal starting at i (template expressions may nest). */
  const quoted = (quote: string) => {
    let j = i + 1;
    while (j < text.length && text[j] !== quote) {
      if (text[j] === '\\') j++;
      else if (quote === '`' && text[j] === '$' && text[j + 1] === '{') {
        let nested = 1;
        j += 2;
        while (j < text.length && nested) {
          if (text[j] === '{') nested++;
          else if (text[j] === '}') nested--;
          if (nested) j++;
        }
      }
      j++;
    }
    current += text.slice(i, j + 1);
    i = j + 1;
  };
  while (i < text.length) {
    const c = text[i];
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
      continue;
    }
    if (c === "'" || c === '"' || c === '`') {
      quoted(c);
      continue;
    }
    current += c;
    i++;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if (c === ')' || c === ']' || c === '}') {
      depth--;
      if (depth === 0 && c === '}' && blockHead.test(current.trim())) push();
    } else if (c === ';' && depth === 0) push();
  }
  push();
  return out;
}

/** A statement as the report shows it: tsc's lines without the blank ones comments left, trailing spaces dropped,
 * destructured parameters named `props` (their local names are not API). */
export function normalise(statement: string): string {
  const text = statement
    .split('\n')
    .map((line) => line.trimEnd())
    .filter(Boolean)
    .join('\n');
  let out = '';
  for (let i = 0; i < text.length; i++) {
    out += text[i];
    // A parameter list's `(` or `,`, then `{ ... }` followed by `:` or `?:`: a destructured parameter.
    if (text[i] !== '(' && text[i] !== ',') continue;
    const open = text.slice(i + 1).search(/\S/) + i + 1;
    if (text[open] !== '{') continue;
    let depth = 0;
    let close = open;
    for (; close < text.length; close++) {
      if (text[close] === '{') depth++;
      else if (text[close] === '}' && --depth === 0) break;
    }
    if (!/^\s*\??:/.test(text.slice(close + 1))) continue;
    out += `${text.slice(i + 1, open)}props`;
    i = close;
  }
  return out;
}

interface ExportLink {
  /** The name in the module it comes from (the local name, or the name in `from`). */
  name: string;
  /** A module specifier for re-exports. */
  from?: string;
}

export interface DeclarationModule {
  /** Declarations by name (several for overloads and merged declarations), normalised. */
  declarations: Map<string, string[]>;
  /** Exported name -> where it comes from. */
  exports: Map<string, ExportLink>;
  /** `export * from` specifiers. */
  stars: string[];
  /** Imported name -> its module and name there. */
  imports: Map<string, ExportLink>;
}

const exportNames = (list: string) =>
  list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return { name: name.trim(), alias: (alias ?? name).trim() };
    });

export function parseDeclarations(text: string): DeclarationModule {
  const module: DeclarationModule = { declarations: new Map(), exports: new Map(), stars: [], imports: new Map() };
  for (const raw of statements(text)) {
    const shown = normalise(raw);
    // Matched on one line; shown as tsc wrote it.
    const statement = shown.replace(/\s+/g, ' ');
    let match: RegExpExecArray | null;
    if ((match = /^export \* from ['"]([^'"]+)['"];$/.exec(statement))) module.stars.push(match[1]);
    else if ((match = /^export (?:type )?\{([^}]*)\}(?: from ['"]([^'"]+)['"])?;$/.exec(statement))) {
      for (const { name, alias } of exportNames(match[1])) module.exports.set(alias, { name, from: match[2] });
    } else if ((match = /^import (?:type )?\{([^}]*)\} from ['"]([^'"]+)['"];$/.exec(statement))) {
      for (const { name, alias } of exportNames(match[1])) module.imports.set(alias, { name, from: match[2] });
    } else if ((match = /^import (?:type )?(?:\* as )?([\w$]+) from ['"]([^'"]+)['"];$/.exec(statement))) {
      module.imports.set(match[1], { name: '*', from: match[2] });
    } else if (/^import ['"]/.test(statement)) continue;
    else {
      const declared =
        /^(export )?(?:default )?(?:declare )?(?:abstract )?(?:const enum|const|let|var|function|type|interface|class|enum|namespace|module) ([\w$]+)/.exec(
          statement,
        );
      if (!declared) throw new Error(`A declaration the API report cannot read: ${statement.slice(0, 160)}`);
      const [, exported, name] = declared;
      const isDefault = /^export default /.test(statement);
      const clean = shown.replace(/^export (default )?/, '');
      module.declarations.set(name, [...(module.declarations.get(name) ?? []), clean]);
      if (exported) module.exports.set(isDefault ? 'default' : name, { name });
    }
  }
  return module;
}

/** The .d.ts file a relative specifier of a declaration file names ('./button.tsx', '../x.js' -> '.d.ts'). */
function declarationFile(fromFile: string, specifier: string): string {
  return join(dirname(fromFile), specifier).replace(/\.(d\.ts|tsx?|jsx?|mjs)$/, '') + '.d.ts';
}

interface Resolved {
  /** Its statements (several for overloads and merged declarations), or the line of an external re-export. */
  text: string[];
  file: string;
  name: string;
}

class Declarations {
  private modules = new Map<string, DeclarationModule>();
  private read: (file: string) => string;
  constructor(read: (file: string) => string) {
    this.read = read;
  }

  module(file: string): DeclarationModule {
    let module = this.modules.get(file);
    if (!module) this.modules.set(file, (module = parseDeclarations(this.read(file))));
    return module;
  }

  /** Every name a module exports (its own and through `export *`), with where it is declared. */
  exported(file: string, seen = new Set<string>()): Map<string, Resolved> {
    const out = new Map<string, Resolved>();
    if (seen.has(file)) return out;
    seen.add(file);
    const module = this.module(file);
    for (const star of module.stars) {
      if (!star.startsWith('.')) throw new Error(`${file}: export * from a package (${star}) is not read by the API report`);
      for (const [name, resolved] of this.exported(declarationFile(file, star), seen)) if (name !== 'default') out.set(name, resolved);
    }
    for (const [name, link] of module.exports) out.set(name, this.resolve(file, link));
    return out;
  }

  /** Where a name a module exports or imports is declared. */
  resolve(file: string, link: ExportLink): Resolved {
    if (link.from && !link.from.startsWith('.')) {
      return { text: [`export { ${link.name} } from '${link.from}';`], file, name: link.name };
    }
    if (link.from) {
      const target = declarationFile(file, link.from);
      const found = this.exported(target).get(link.name);
      if (!found) throw new Error(`${file}: ${link.name} is not exported by ${link.from}`);
      return found;
    }
    const module = this.module(file);
    const text = module.declarations.get(link.name);
    if (text) return { text, file, name: link.name };
    const imported = module.imports.get(link.name);
    if (imported) return this.resolve(file, imported);
    throw new Error(`${file}: ${link.name} is exported but not declared`);
  }

  /** The package's own unexported declarations a declaration uses (in its file, or imported from another). */
  uses(resolved: Resolved): Resolved[] {
    const module = this.module(resolved.file);
    const out: Resolved[] = [];
    const identifiers = new Set(resolved.text.join(' ').match(/[A-Za-z_$][\w$]*/g) ?? []);
    identifiers.delete(resolved.name);
    for (const identifier of identifiers) {
      if (module.declarations.has(identifier))
        out.push({ text: module.declarations.get(identifier) ?? [], file: resolved.file, name: identifier });
      else {
        const imported = module.imports.get(identifier);
        if (imported?.from?.startsWith('.') && imported.name !== '*') out.push(this.resolve(resolved.file, imported));
      }
    }
    return out;
  }
}

/** A list item's words over lines of at most 118 characters, the next lines indented under it. */
function wrap(item: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of item.split(' ')) {
    if (line && line.length + word.length + 1 > 118) {
      lines.push(line);
      line = `  ${word}`;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

export interface EntryPoint {
  /** How a consumer imports it: `@rove/ui/components/button`. */
  specifier: string;
  /** Its declaration file, or null for a stylesheet. */
  file: string | null;
}

/** The report's Markdown. `root` is the folder the files are under (paths in the report are relative to it). */
export function apiReport(packageName: string, entries: EntryPoint[], root: string, read: (file: string) => string): string {
  const declarations = new Declarations(read);
  const exported = new Map<string, Resolved>();
  const lines = [
    `# ${packageName}: API report`,
    '',
    "Generated from the package's declaration files by `npm run api-report`; do not edit. `npm test` fails when it",
    'differs from them: a change here is a change of the public API, released with a changeset (`npx changeset`,',
    'see ui/README.md). Comments are left out; destructured parameters are written `props`.',
    '',
    '## Entry points',
    '',
  ];
  for (const entry of entries) {
    if (!entry.file) {
      lines.push(`- \`${entry.specifier}\`: a stylesheet`);
      continue;
    }
    const names = declarations.exported(entry.file);
    for (const [name, resolved] of names) {
      const known = exported.get(name);
      if (known && known.text.join('\n') !== resolved.text.join('\n')) throw new Error(`Two exports named ${name} differ`);
      exported.set(name, resolved);
    }
    lines.push(...wrap(`- \`${entry.specifier}\`: ${[...names.keys()].sort().join(', ')}`));
  }
  lines.push('', '## Exports', '', '```ts');
  const byName = [...exported].sort(([a], [b]) => a.localeCompare(b, 'en'));
  for (const [index, [name, resolved]] of byName.entries()) {
    if (index) lines.push('');
    if (name !== resolved.name) lines.push(`// exported as ${name}`);
    lines.push(...resolved.text);
  }
  lines.push('```');
  // The unexported types the exports use, followed transitively.
  const used = new Map<string, Resolved>();
  const key = (resolved: Resolved) => `${relative(root, resolved.file)}#${resolved.name}`;
  const exportedKeys = new Set([...exported.values()].map(key));
  const queue = [...exported.values()];
  for (let item = queue.shift(); item; item = queue.shift()) {
    for (const use of declarations.uses(item)) {
      const id = key(use);
      if (exportedKeys.has(id) || used.has(id)) continue;
      used.set(id, use);
      queue.push(use);
    }
  }
  if (used.size) {
    lines.push('', '## Types the exports use (not exported)', '', '```ts');
    for (const [index, [id, resolved]] of [...used].sort(([a], [b]) => a.localeCompare(b, 'en')).entries()) {
      if (index) lines.push('');
      lines.push(`// ${id.split('#')[0]}`, ...resolved.text);
    }
    lines.push('```');
  }
  return `${lines.join('\n')}\n`;
}

const workspace = resolve(import.meta.dirname, '..');
const ui = join(workspace, 'ui');
const reportFile = join(ui, 'api-report.md');

/** @rove/ui's entry points, from its package.json exports (`*` over the folders its build has). */
export function uiEntryPoints(): EntryPoint[] {
  const pkg = JSON.parse(readFileSync(join(ui, 'package.json'), 'utf8')) as {
    name: string;
    exports: Record<string, string | { types?: string; import?: string; default?: string }>;
  };
  const out: EntryPoint[] = [];
  for (const [subpath, target] of Object.entries(pkg.exports)) {
    if (subpath === './package.json') continue;
    const types = typeof target === 'string' ? undefined : target.types;
    const isStylesheet = subpath.endsWith('.css');
    const specifier = (path: string) => `${pkg.name}${path.slice(1)}`;
    if (!subpath.includes('*')) {
      out.push({ specifier: specifier(subpath), file: isStylesheet || !types ? null : join(ui, types) });
      continue;
    }
    const [before, after] = (types ?? '').split('*');
    const folder = join(ui, before);
    for (const name of readdirSync(folder).sort()) {
      const file = join(ui, `${before}${name}${after}`);
      if (existsSync(file)) out.push({ specifier: specifier(subpath.replace('*', name)), file });
    }
  }
  return out;
}

function currentReport(): string {
  if (!existsSync(join(ui, 'dist/types/index.d.ts'))) {
    throw new Error('ui/dist/types is missing: build the package first (npm run build:ui), or run npm run api-report.');
  }
  return apiReport('@rove/ui', uiEntryPoints(), join(ui, 'dist/types'), (file) => readFileSync(file, 'utf8'));
}

/** A file as the base branch has it (the merge base with it), or null when git or the branch cannot tell. */
function atBase(path: string, baseBranch: string): string | null {
  const git = (args: string[]) => spawnSync('git', args, { cwd: workspace, encoding: 'utf8' });
  const base = git(['merge-base', 'HEAD', baseBranch]);
  if (base.status !== 0) return null;
  const shown = git(['show', `${base.stdout.trim()}:${path}`]);
  return shown.status === 0 ? shown.stdout : null;
}

if (import.meta.main) {
  const report = currentReport();
  if (!process.argv.includes('--check')) {
    writeFileSync(reportFile, report);
    console.log(`ui/api-report.md written. If it changed, add a changeset for @rove/ui: npx changeset`);
  } else {
    const committed = existsSync(reportFile) ? readFileSync(reportFile, 'utf8') : '';
    const config = JSON.parse(readFileSync(join(workspace, '.changeset/config.json'), 'utf8')) as { baseBranch?: string };
    const baseBranch = config.baseBranch ?? 'main';
    const version = (text: string | null) => (text ? (JSON.parse(text) as { version: string }).version : null);
    const changesets = readdirSync(join(workspace, '.changeset'))
      .filter((file) => file.endsWith('.md') && file !== 'README.md')
      .map((file) => readFileSync(join(workspace, '.changeset', file), 'utf8'));
    const problems = changesetGate({
      current: report,
      committed,
      base: atBase('ui/api-report.md', baseBranch),
      versionChanged: version(atBase('ui/package.json', baseBranch)) !== version(readFileSync(join(ui, 'package.json'), 'utf8')),
      bumps: pendingBumps(changesets, '@rove/ui'),
      baseBranch,
    });
    if (problems.length) {
      console.error(problems.join('\n'));
      process.exit(1);
    }
    console.log('ui/api-report.md matches the declarations of @rove/ui');
  }
}
