import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineMessages, useMessages } from '@rove/ui';
import { tokens } from '@rove/tokens/data';
import { FoundationPage, Length, Section, TokenName, TokenTable } from './foundation-parts.tsx';

// Spacing and layout: the spacing unit and the steps built on it, the page's gutter, section and container, the
// breakpoints and the stacking layers, from tokens.json.

const meta = { title: 'Foundations/Spacing and layout', parameters: { layout: 'padded' }, tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The steps the components use (p-1 ... p-16): multiples of the spacing unit. */
const steps = [1, 2, 3, 4, 5, 6, 8, 10, 12, 16];

const words = defineMessages({
  en: {
    title: 'Spacing and layout',
    intro:
      'Every space is a multiple of the spacing unit: p-4 is 4 units. Keep to the steps below; a gap that needs another value is a sign the layout needs another look.',
    spacing: 'Spacing steps',
    spacingIntro: 'The unit is 0.25rem (4px).',
    layout: 'Page',
    layoutIntro: 'The gutter pads the page on both sides; sections are apart by the section space; content is at most the container wide.',
    breakpoints: 'Breakpoints',
    breakpointsIntro: 'Mobile first: styles without a prefix are for phones; sm:, md:, lg: and xl: add to them from these widths.',
    layers: 'Layers',
    layersIntro: 'Stacking order, lowest first: use the named z- utilities, never a number.',
    token: 'Token',
    value: 'Value',
    bar: 'Size',
    from: 'From',
  },
  fr: {
    title: 'Espacement et mise en page',
    intro:
      'Chaque espace est un multiple de l’unité d’espacement : p-4 vaut 4 unités. Tenez-vous-en aux paliers ci-dessous ; un écart qui demande une autre valeur signale une mise en page à revoir.',
    spacing: 'Paliers d’espacement',
    spacingIntro: 'L’unité vaut 0,25 rem (4 px).',
    layout: 'Page',
    layoutIntro:
      'La gouttière borde la page des deux côtés ; les sections sont séparées par l’espace de section ; le contenu ne dépasse pas la largeur du conteneur.',
    breakpoints: 'Points de rupture',
    breakpointsIntro:
      'Mobile d’abord : les styles sans préfixe visent les téléphones ; sm:, md:, lg: et xl: s’y ajoutent à partir de ces largeurs.',
    layers: 'Couches',
    layersIntro: 'Ordre d’empilement, du plus bas au plus haut : utilisez les utilitaires z- nommés, jamais un nombre.',
    token: 'Jeton',
    value: 'Valeur',
    bar: 'Taille',
    from: 'À partir de',
  },
});

const unitRem = Number.parseFloat(tokens.spacing.unit);

function Bar({ rem }: { rem: number }) {
  return <span className="bg-primary block h-3 rounded-sm" style={{ width: `${rem}rem` }} />;
}

function SpacingPage() {
  const t = useMessages(words);
  return (
    <FoundationPage title={t.title} intro={t.intro}>
      <Section title={t.spacing} intro={t.spacingIntro}>
        <TokenTable
          caption={t.spacing}
          head={[t.token, t.value, t.bar]}
          rows={steps.map((step) => ({
            key: String(step),
            cells: [
              <TokenName key="token">{`p-${step} · gap-${step} · m-${step}`}</TokenName>,
              <Length key="value" value={`${step * unitRem}rem`} />,
              <Bar key="bar" rem={step * unitRem} />,
            ],
          }))}
        />
      </Section>
      <Section title={t.layout} intro={t.layoutIntro}>
        <TokenTable
          caption={t.layout}
          head={[t.token, t.value]}
          rows={Object.entries(tokens.spacing)
            .filter(([name]) => name !== 'unit')
            .map(([name, value]) => ({
              key: name,
              cells: [<TokenName key="token">--spacing-{name}</TokenName>, <Length key="value" value={value} />],
            }))}
        />
      </Section>
      <Section title={t.breakpoints} intro={t.breakpointsIntro}>
        <TokenTable
          caption={t.breakpoints}
          head={[t.token, t.from]}
          rows={Object.entries(tokens.breakpoint).map(([name, value]) => ({
            key: name,
            cells: [<TokenName key="token">{name}:</TokenName>, <Length key="value" value={value} />],
          }))}
        />
      </Section>
      <Section title={t.layers} intro={t.layersIntro}>
        <TokenTable
          caption={t.layers}
          head={[t.token, t.value]}
          rows={Object.entries(tokens.z).map(([name, value]) => ({
            key: name,
            cells: [
              <TokenName key="token">z-{name}</TokenName>,
              <span key="value" className="tabular-nums">
                {value}
              </span>,
            ],
          }))}
        />
      </Section>
    </FoundationPage>
  );
}

export const SpacingAndLayout: Story = { name: 'Spacing and layout', render: () => <SpacingPage /> };

export const French: Story = { globals: { locale: 'fr' }, render: () => <SpacingPage /> };
