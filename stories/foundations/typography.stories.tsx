import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineMessages, useMessages } from '@rove/ui';
import { tokens } from '@rove/tokens/data';
import { FoundationPage, Length, Section, TokenName, TokenTable } from './foundation-parts.tsx';

// Typography: the two typefaces (shipped from npm, never a CDN), the type scale and the weights, from tokens.json.

const meta = { title: 'Foundations/Typography', parameters: { layout: 'padded' }, tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const words = defineMessages({
  en: {
    title: 'Typography',
    intro:
      'Fraunces for display headings, Figtree for everything else. Sizes come in pairs of a font size and a line height (text-sm, text-2xl...); headings choose their size apart from their level.',
    families: 'Families',
    scale: 'Type scale',
    scaleIntro: 'Body text is text-base (16px); small print text-sm; nothing smaller than text-xs.',
    weights: 'Weights',
    token: 'Token',
    size: 'Size',
    lineHeight: 'Line height',
    sample: 'Sample',
    weight: 'Weight',
    specimen: 'Rent the road, sleep under the stars.',
    line: 'Class C near Banff, sleeps 4',
  },
  fr: {
    title: 'Typographie',
    intro:
      'Fraunces pour les grands titres, Figtree pour tout le reste. Les tailles vont par paires d’une taille de police et d’une hauteur de ligne (text-sm, text-2xl...) ; les titres choisissent leur taille indépendamment de leur niveau.',
    families: 'Familles',
    scale: 'Échelle typographique',
    scaleIntro: 'Le texte courant est en text-base (16 px) ; les mentions en text-sm ; rien de plus petit que text-xs.',
    weights: 'Graisses',
    token: 'Jeton',
    size: 'Taille',
    lineHeight: 'Hauteur de ligne',
    sample: 'Exemple',
    weight: 'Graisse',
    specimen: 'Louez la route, dormez sous les étoiles.',
    line: 'Classe C près de Banff, 4 couchettes',
  },
});

function Families() {
  const t = useMessages(words);
  return (
    <Section title={t.families}>
      <ul className="space-y-4">
        {Object.entries(tokens.fontFamilies).map(([name, stack]) => (
          <li key={name}>
            <TokenName>font-{name}</TokenName>
            <p className="mt-1 text-2xl" style={{ fontFamily: stack }}>
              {t.specimen}
            </p>
            <p className="text-muted-foreground font-mono text-xs">{stack}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function Scale() {
  const t = useMessages(words);
  return (
    <Section title={t.scale} intro={t.scaleIntro}>
      <TokenTable
        caption={t.scale}
        head={[t.token, t.size, t.lineHeight, t.sample]}
        rows={Object.entries(tokens.fontSizes).map(([name, { fontSize, lineHeight }]) => ({
          key: name,
          cells: [
            <TokenName key="token">text-{name}</TokenName>,
            <Length key="size" value={fontSize} />,
            <Length key="line" value={lineHeight} />,
            <span key="sample" className="block" style={{ fontSize, lineHeight }}>
              {t.line}
            </span>,
          ],
        }))}
      />
    </Section>
  );
}

function Weights() {
  const t = useMessages(words);
  return (
    <Section title={t.weights}>
      <TokenTable
        caption={t.weights}
        head={[t.token, t.weight, t.sample]}
        rows={Object.entries(tokens.fontWeights).map(([name, weight]) => ({
          key: name,
          cells: [
            <TokenName key="token">font-{name}</TokenName>,
            <span key="weight" className="tabular-nums">
              {weight}
            </span>,
            <span key="sample" className="text-lg" style={{ fontWeight: weight }}>
              {t.line}
            </span>,
          ],
        }))}
      />
    </Section>
  );
}

/** The families and the scale in a few lines: the visual reference of the type (tagged 'visual'). */
function Specimen() {
  const t = useMessages(words);
  return (
    <div>
      {Object.entries(tokens.fontFamilies).map(([name, stack]) => (
        <p key={name} className="mb-2 text-xl" style={{ fontFamily: stack }}>
          {name}: {t.specimen}
        </p>
      ))}
      <ul className="mt-6">
        {Object.entries(tokens.fontSizes).map(([name, { fontSize, lineHeight }]) => (
          <li key={name} className="flex items-baseline gap-3">
            <span className="text-muted-foreground w-10 shrink-0 text-xs">{name}</span>
            <span style={{ fontSize, lineHeight }}>{t.line}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function TypographyPage() {
  const t = useMessages(words);
  return (
    <FoundationPage title={t.title} intro={t.intro}>
      <Families />
      <Scale />
      <Weights />
    </FoundationPage>
  );
}

export const TypeScale: Story = { name: 'Type scale', render: () => <TypographyPage /> };

export const SpecimenAtAGlance: Story = { name: 'Specimen', tags: ['visual'], render: () => <Specimen /> };

export const French: Story = { globals: { locale: 'fr' }, render: () => <TypographyPage /> };
