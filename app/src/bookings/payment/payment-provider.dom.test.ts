import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadProviderScript, type PaymentProvider, simulatorProvider } from './payment-provider.ts';

const withScript = (scriptUrl: string): PaymentProvider => ({ ...simulatorProvider, name: 'test-provider', scriptUrl });

afterEach(() => {
  vi.restoreAllMocks();
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

describe('loadProviderScript (spec 001 section 7: a script that fails to load is a warning only)', () => {
  it('needs no script for the simulator', async () => {
    await expect(loadProviderScript(simulatorProvider)).resolves.toBe(true);
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('warns and resolves false when the script fails to load', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loading = loadProviderScript(withScript('/provider/missing.js'));
    const script = document.head.querySelector('script[src="/provider/missing.js"]');
    expect(script).not.toBeNull();
    script?.dispatchEvent(new Event('error'));
    await expect(loading).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('test-provider'));
  });

  it('adds the script once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const first = loadProviderScript(withScript('/provider/once.js'));
    const second = loadProviderScript(withScript('/provider/once.js'));
    await Promise.all([first, second]);
    expect(document.head.querySelectorAll('script[src="/provider/once.js"]')).toHaveLength(1);
  });
});
