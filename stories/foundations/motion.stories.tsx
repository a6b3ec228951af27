import type { Meta, StoryObj } from '@storybook/react-vite';
import { defineMessages, useMessages } from '@rove/ui';
import { tokens } from '@rove/tokens/data';
import { FoundationPage, Section, TokenName, TokenTable, useNumber } from './foundation-parts.tsx';

// Motion: the durations and easing curves, from tokens.json. Drawn, not played: the page itself holds still.

const meta = { title: 'Foundations/Motion', parameters: { layout: 'padded' }, tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const words = defineMessages({
  en: {
    title: 'Motion',
    intro:
      'Motion explains a change (a panel opening, a toast arriving) and never delays it. Every animation is written under motion-safe: a visitor who asks for reduced motion sees the end state at once.',
    durations: 'Durations',
    durationsIntro: 'fast for hovers and presses, base for panels and popovers, slow for a sheet or a dialog entering.',
    easings: 'Easing',
    easingsIntro: 'standard for moves within the page, enter for what arrives, exit for what leaves.',
    token: 'Token',
    value: 'Value',
    length: 'Length',
    curve: 'Curve',
    milliseconds: 'ms',
  },
  fr: {
    title: 'Mouvement',
    intro:
      'Le mouvement explique un changement (un panneau qui s’ouvre, une notification qui arrive) et ne le retarde jamais. Chaque animation est écrite sous motion-safe : quiconque demande moins de mouvement voit l’état final aussitôt.',
    durations: 'Durées',
    durationsIntro:
      'fast pour les survols et les pressions, base pour les panneaux et les fenêtres contextuelles, slow pour l’arrivée d’un volet ou d’un dialogue.',
    easings: 'Accélération',
    easingsIntro: 'standard pour les déplacements dans la page, enter pour ce qui arrive, exit pour ce qui part.',
    token: 'Jeton',
    value: 'Valeur',
    length: 'Longueur',
    curve: 'Courbe',
    milliseconds: 'ms',
  },
});

/** A cubic-bezier(x1, y1, x2, y2) drawn in a 64 x 64 box, time to the right, progress upwards. */
function Curve({ value }: { value: string }) {
  const [x1, y1, x2, y2] = (value.match(/-?[\d.]+/g) ?? []).map(Number);
  const x = (v: number) => 4 + v * 56;
  const y = (v: number) => 60 - v * 56;
  return (
    <svg width="64" height="64" viewBox="0 0 64 64" aria-hidden="true" className="text-primary">
      <rect x="4" y="4" width="56" height="56" fill="none" stroke="currentColor" strokeOpacity="0.2" />
      <path
        d={`M ${x(0)} ${y(0)} C ${x(x1)} ${y(y1)}, ${x(x2)} ${y(y2)}, ${x(1)} ${y(1)}`}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
      />
    </svg>
  );
}

function MotionPage() {
  const t = useMessages(words);
  const format = useNumber();
  const longest = Math.max(...Object.values(tokens.motion.duration).map((value) => Number.parseFloat(value)));
  return (
    <FoundationPage title={t.title} intro={t.intro}>
      <Section title={t.durations} intro={t.durationsIntro}>
        <TokenTable
          caption={t.durations}
          head={[t.token, t.value, t.length]}
          rows={Object.entries(tokens.motion.duration).map(([name, value]) => ({
            key: name,
            cells: [
              <TokenName key="token">duration-{name}</TokenName>,
              <span key="value" className="tabular-nums">
                {format(Number.parseFloat(value))} {t.milliseconds}
              </span>,
              <span
                key="bar"
                className="bg-primary block h-3 rounded-sm"
                style={{ width: `${(Number.parseFloat(value) / longest) * 12}rem` }}
              />,
            ],
          }))}
        />
      </Section>
      <Section title={t.easings} intro={t.easingsIntro}>
        <TokenTable
          caption={t.easings}
          head={[t.token, t.value, t.curve]}
          rows={Object.entries(tokens.motion.easing).map(([name, value]) => ({
            key: name,
            cells: [
              <TokenName key="token">ease-{name}</TokenName>,
              <code key="value" className="text-xs">
                {value}
              </code>,
              <Curve key="curve" value={value} />,
            ],
          }))}
        />
      </Section>
    </FoundationPage>
  );
}

export const DurationsAndEasing: Story = { name: 'Durations and easing', render: () => <MotionPage /> };

export const French: Story = { globals: { locale: 'fr' }, render: () => <MotionPage /> };
