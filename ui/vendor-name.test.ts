// Where the library build puts a bundled module (ui/vite.config.ts): never a path that names the build machine.
import { describe, expect, it } from 'vitest';
import { vendorName } from './vite.config.ts';

const root = '/builds/x/ui/';

describe('vendorName', () => {
  it.each([
    [
      'keeps ui sources where they are',
      'components/button/button',
      '/builds/x/ui/src/components/button/button.tsx',
      'components/button/button',
    ],
    [
      'moves node_modules under vendor',
      'node_modules/lucide-react/dist/esm/icons/x',
      '/builds/x/node_modules/lucide-react/dist/esm/icons/x.js',
      'vendor/lucide-react/dist/esm/icons/x',
    ],
    [
      'puts the generated tokens module in a fixed place',
      'builds/x/tokens/dist/twmerge',
      '/builds/x/tokens/dist/twmerge.js',
      'vendor/rove-tokens/twmerge',
    ],
    [
      'puts the contract modules ui bundles in a fixed place',
      'builds/x/contract/src/constants',
      '/builds/x/contract/src/constants.ts',
      'vendor/rove-contract/constants',
    ],
    ['names another outside module by its file name only', '../../elsewhere/helper', '/somewhere/else/helper.ts', 'vendor/helper'],
  ])('%s', (_case, name, moduleId, expected) => {
    expect(vendorName(name, moduleId, root)).toBe(expected);
    expect(vendorName(name, moduleId, root)).not.toContain('builds/x');
  });
});
