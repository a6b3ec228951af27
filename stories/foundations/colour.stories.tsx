import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineMessages, useMessages } from '@rove/ui';
import { tokens } from '@rove/tokens/data';
import { FoundationPage, Section, TokenName, TokenTable } from './foundation-parts.tsx';

// Colour: the semantic colours of both themes with the contrast of every pair tokens.json lists, computed by the
// tokens build from the token values (`npm run tokens` fails when a pair misses WCAG 2.2 AA), and the palette.

const meta = { title: 'Foundations/Colour', parameters: { layout: 'padded' }, tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

type Theme = 'light' | 'dark';
const themeColours = tokens.themes as Record<Theme, Record<string, string>>;
interface Pair {
  foreground: string;
  background: string;
  required: number;
  ratio: Record<Theme, number>;
}

/** The contrast pairs, each with its ratio in both themes. */
const pairs: Pair[] = [];
for (const row of tokens.contrast) {
  let pair = pairs.find((p) => p.foreground === row.foreground && p.background === row.background);
  if (!pair)
    pairs.push((pair = { foreground: row.foreground, background: row.background, required: row.required, ratio: { light: 0, dark: 0 } }));
  pair.ratio[row.theme as Theme] = row.ratio;
}

const words = defineMessages({
  en: {
    title: 'Colour',
    intro:
      'Semantic colours come in pairs: a background and the foreground written on it. Their contrast is computed from tokens/tokens.json when the tokens are built, and the build fails when a pair misses WCAG 2.2 AA: 4.5:1 for text, 3:1 for input borders, focus rings and stars.',
    semantic: 'Semantic colours',
    semanticIntro: 'Use these in components (bg-primary, text-muted-foreground...), never the palette: they follow the theme.',
    token: 'Token',
    light: 'Light',
    dark: 'Dark',
    pairedWith: 'Paired with (light / dark)',
    decorative: 'Not paired: decorative (borders, tints)',
    textOn: 'text on',
    under: 'under',
    pairs: 'Contrast pairs',
    pairsIntro: 'Each pair as it looks in both themes, its ratio and the AA result.',
    sample: 'Sample',
    foreground: 'Foreground',
    background: 'Background',
    required: 'Required',
    result: 'AA',
    pass: 'Pass',
    fail: 'Fail',
    text: 'text',
    nonText: 'non-text',
    palette: 'Palette',
    paletteIntro: 'The raw scales the semantic colours point to. Change a semantic colour in tokens.json, not a component.',
  },
  fr: {
    title: 'Couleur',
    intro:
      'Les couleurs sémantiques vont par paires : un fond et le premier plan écrit dessus. Leur contraste est calculé à partir de tokens/tokens.json à la génération des jetons, et la génération échoue quand une paire ne respecte pas le niveau AA des WCAG 2.2 : 4,5:1 pour le texte, 3:1 pour les bordures de champ, les anneaux de focus et les étoiles.',
    semantic: 'Couleurs sémantiques',
    semanticIntro: 'Utilisez-les dans les composants (bg-primary, text-muted-foreground...), jamais la palette : elles suivent le thème.',
    token: 'Jeton',
    light: 'Clair',
    dark: 'Sombre',
    pairedWith: 'Associée à (clair / sombre)',
    decorative: 'Sans paire : décorative (bordures, teintes)',
    textOn: 'texte sur',
    under: 'sous',
    pairs: 'Paires de contraste',
    pairsIntro: 'Chaque paire telle qu’elle paraît dans les deux thèmes, son rapport et le résultat AA.',
    sample: 'Exemple',
    foreground: 'Premier plan',
    background: 'Fond',
    required: 'Exigé',
    result: 'AA',
    pass: 'Conforme',
    fail: 'Non conforme',
    text: 'texte',
    nonText: 'non textuel',
    palette: 'Palette',
    paletteIntro:
      'Les gammes brutes auxquelles renvoient les couleurs sémantiques. Modifiez une couleur sémantique dans tokens.json, pas dans un composant.',
  },
});

/** Numbers in the page's language: ratios with two decimals, requirements as written (4.5, 3). */
function useRatio(digits = 2) {
  const locale = useMessages({ en: 'en-CA', fr: 'fr-CA' });
  return (value: number) => new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: 2 }).format(value);
}

function Swatch({ colour, label }: { colour: string; label: string }) {
  return (
    <span className="flex items-center gap-2">
      <span className="border-border size-8 shrink-0 rounded-md border" style={{ background: colour }} />
      <span className="text-muted-foreground font-mono text-xs">{label}</span>
    </span>
  );
}

/** Pass or fail in words and a mark, never in colour alone. */
function Verdict({ ratio, required }: { ratio: number; required: number }) {
  const t = useMessages(words);
  const format = useRatio();
  const pass = ratio >= required;
  return (
    <span className="whitespace-nowrap tabular-nums">
      {format(ratio)}:1{' '}
      <span className={pass ? 'text-success-foreground font-semibold' : 'text-danger-foreground font-semibold'}>
        {pass ? `✓ ${t.pass}` : `✗ ${t.fail}`}
      </span>
    </span>
  );
}

/** How a pair looks: text in the foreground on the background, or a ring in it for non-text pairs. */
function Sample({ pair, theme }: { pair: Pair; theme: Theme }) {
  const fg = themeColours[theme][pair.foreground];
  const bg = themeColours[theme][pair.background];
  return pair.required >= 4.5 ? (
    <span
      className="inline-flex h-10 w-16 items-center justify-center rounded-md text-lg font-semibold"
      style={{ background: bg, color: fg }}
    >
      Aa
    </span>
  ) : (
    <span className="inline-flex h-10 w-16 items-center justify-center rounded-md" style={{ background: bg }}>
      <span className="size-6 rounded-sm border-2" style={{ borderColor: fg }} />
    </span>
  );
}

function SemanticColours() {
  const t = useMessages(words);
  const format = useRatio();
  const names = Object.keys(themeColours.light);
  return (
    <Section title={t.semantic} intro={t.semanticIntro}>
      <TokenTable
        caption={t.semantic}
        head={[t.token, t.light, t.dark, t.pairedWith]}
        rows={names.map((name) => {
          const mine = pairs.filter((pair) => pair.foreground === name || pair.background === name);
          return {
            key: name,
            cells: [
              <TokenName key="name">--{name}</TokenName>,
              <Swatch key="light" colour={themeColours.light[name]} label={themeColours.light[name]} />,
              <Swatch key="dark" colour={themeColours.dark[name]} label={themeColours.dark[name]} />,
              mine.length ? (
                <ul key="pairs" className="space-y-1">
                  {mine.map((pair) => (
                    <li key={`${pair.foreground}/${pair.background}`} className="whitespace-nowrap">
                      {pair.foreground === name ? `${t.textOn} ${pair.background}` : `${t.under} ${pair.foreground}`}:{' '}
                      <span className="tabular-nums">
                        {format(pair.ratio.light)} / {format(pair.ratio.dark)}
                      </span>{' '}
                      {Math.min(pair.ratio.light, pair.ratio.dark) >= pair.required ? `✓ ${t.pass}` : `✗ ${t.fail}`}
                    </li>
                  ))}
                </ul>
              ) : (
                <span key="none" className="text-muted-foreground">
                  {t.decorative}
                </span>
              ),
            ],
          };
        })}
      />
    </Section>
  );
}

function ContrastPairs() {
  const t = useMessages(words);
  const requirement = useRatio(0);
  return (
    <Section title={t.pairs} intro={t.pairsIntro}>
      <TokenTable
        caption={t.pairs}
        head={[
          `${t.sample} (${t.light.toLowerCase()})`,
          `${t.sample} (${t.dark.toLowerCase()})`,
          t.foreground,
          t.background,
          t.light,
          t.dark,
          t.required,
        ]}
        rows={pairs.map((pair) => ({
          key: `${pair.foreground}/${pair.background}`,
          cells: [
            <Sample key="sl" pair={pair} theme="light" />,
            <Sample key="sd" pair={pair} theme="dark" />,
            <TokenName key="fg">{pair.foreground}</TokenName>,
            <TokenName key="bg">{pair.background}</TokenName>,
            <Verdict key="l" ratio={pair.ratio.light} required={pair.required} />,
            <Verdict key="d" ratio={pair.ratio.dark} required={pair.required} />,
            <span key="r" className="tabular-nums">
              {requirement(pair.required)}:1 ({pair.required >= 4.5 ? t.text : t.nonText})
            </span>,
          ],
        }))}
      />
    </Section>
  );
}

/** Every pair at a glance, in both themes: the visual reference of the colours (tagged 'visual'). */
function PairsAtAGlance() {
  const t = useMessages(words);
  return (
    <Section title={t.pairs} intro={t.pairsIntro}>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-5">
        {pairs.map((pair) => (
          <li key={`${pair.foreground}/${pair.background}`} className="flex flex-col gap-1">
            <span className="flex gap-1">
              <Sample pair={pair} theme="light" />
              <Sample pair={pair} theme="dark" />
            </span>
            <span className="text-muted-foreground text-xs">
              {pair.foreground} / {pair.background}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Palette() {
  const t = useMessages(words);
  const groups = new Map<string, [string, string][]>();
  for (const [name, value] of Object.entries(tokens.palette)) {
    const [group] = name.split('.');
    groups.set(group, [...(groups.get(group) ?? []), [name, value]]);
  }
  return (
    <Section title={t.palette} intro={t.paletteIntro}>
      {[...groups].map(([group, swatches]) => (
        <div key={group} className="mb-4">
          <h3 className="mb-2 text-sm font-semibold capitalize">{group}</h3>
          <ul className="flex flex-wrap gap-2">
            {swatches.map(([name, value]) => (
              <li key={name} className="w-20 text-center">
                <div className="border-border h-12 rounded-md border" style={{ background: value }} title={value} />
                <code className="text-muted-foreground text-xs">{name.split('.')[1] ?? name}</code>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}

const parts = { semantic: SemanticColours, pairs: ContrastPairs, glance: PairsAtAGlance, palette: Palette };

function ColourPage({ part }: { part: keyof typeof parts }) {
  const t = useMessages(words);
  const Part = parts[part];
  return (
    <FoundationPage title={t.title} intro={t.intro}>
      <Part />
    </FoundationPage>
  );
}

export const SemanticColoursAndTheirPairs: Story = { name: 'Semantic colours', render: () => <ColourPage part="semantic" /> };

export const ContrastPairsInBothThemes: Story = { name: 'Contrast pairs', render: () => <ColourPage part="pairs" /> };

export const PairsInBothThemesAtAGlance: Story = {
  name: 'Pairs at a glance',
  tags: ['visual'],
  render: () => <ColourPage part="glance" />,
};

export const PaletteScales: Story = { name: 'Palette', render: () => <ColourPage part="palette" /> };

export const French: Story = { globals: { locale: 'fr' }, render: () => <ColourPage part="pairs" /> };
