import { describe, expect, it } from 'vitest';
import { mergeDisabledFeatures } from './chromium.ts';

describe("a launch's disabled features merge with the launcher's", () => {
  it('keeps every feature the launcher disabled and adds ours once, in the one switch Chromium reads', () => {
    const merged = mergeDisabledFeatures(
      ['--no-sandbox', '--disable-features=HttpsUpgrades,PaintHolding', '--enable-features=X'],
      ['WebUIOmniboxPopup', 'PaintHolding'],
    );
    expect(merged).toEqual({
      ignore: ['--disable-features=HttpsUpgrades,PaintHolding'],
      add: '--disable-features=HttpsUpgrades,PaintHolding,WebUIOmniboxPopup',
    });
  });

  it('adds ours alone when the launcher disables nothing', () => {
    expect(mergeDisabledFeatures(['--headless'], ['WebUIOmniboxPopup'])).toEqual({
      ignore: [],
      add: '--disable-features=WebUIOmniboxPopup',
    });
  });
});
