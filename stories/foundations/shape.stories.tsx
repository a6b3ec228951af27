import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineMessages, useMessages } from '@rove/ui';
import { tokens } from '@rove/tokens/data';
import { FoundationPage, Length, Section, TokenName, TokenTable } from './foundation-parts.tsx';

// Shape: the corner radii and the shadows (elevation), from tokens.json.

const meta = { title: 'Foundations/Radius and elevation', parameters: { layout: 'padded' }, tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const words = defineMessages({
  en: {
    title: 'Radius and elevation',
    intro: 'Soft corners and quiet shadows. Controls use rounded-md, cards rounded-xl, pills and avatars rounded-full.',
    radius: 'Radius',
    shadow: 'Elevation',
    shadowIntro: 'Shadows lift what floats over the page: cards on hover (sm, md), popovers and menus (lg), dialogs (xl).',
    token: 'Token',
    value: 'Value',
    sample: 'Sample',
  },
  fr: {
    title: 'Arrondis et élévation',
    intro:
      'Des coins doux et des ombres discrètes. Les commandes utilisent rounded-md, les cartes rounded-xl, les pastilles et les avatars rounded-full.',
    radius: 'Arrondis',
    shadow: 'Élévation',
    shadowIntro:
      'Les ombres soulèvent ce qui flotte au-dessus de la page : les cartes au survol (sm, md), les fenêtres contextuelles et les menus (lg), les dialogues (xl).',
    token: 'Jeton',
    value: 'Valeur',
    sample: 'Exemple',
  },
});

function ShapePage() {
  const t = useMessages(words);
  return (
    <FoundationPage title={t.title} intro={t.intro}>
      <Section title={t.radius}>
        <TokenTable
          caption={t.radius}
          head={[t.token, t.value, t.sample]}
          rows={Object.entries(tokens.radius).map(([name, value]) => ({
            key: name,
            cells: [
              <TokenName key="token">rounded-{name}</TokenName>,
              <Length key="value" value={value} />,
              <span key="sample" className="bg-primary-soft border-primary block size-12 border-2" style={{ borderRadius: value }} />,
            ],
          }))}
        />
      </Section>
      <Section title={t.shadow} intro={t.shadowIntro}>
        <TokenTable
          caption={t.shadow}
          head={[t.token, t.value, t.sample]}
          rows={Object.entries(tokens.shadow).map(([name, value]) => ({
            key: name,
            cells: [
              <TokenName key="token">shadow-{name}</TokenName>,
              <code key="value" className="text-muted-foreground text-xs">
                {value}
              </code>,
              <span key="sample" className="bg-surface my-2 block size-16 rounded-lg" style={{ boxShadow: value }} />,
            ],
          }))}
        />
      </Section>
    </FoundationPage>
  );
}

export const RadiusAndElevation: Story = { name: 'Radius and elevation', render: () => <ShapePage /> };

export const French: Story = { globals: { locale: 'fr' }, render: () => <ShapePage /> };
