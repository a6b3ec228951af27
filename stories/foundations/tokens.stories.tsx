import type { Meta, StoryObj } from '@storybook/react-vite';
import { tokens } from '@rove/tokens/data';

// The Tokens page: rendered from the generated token data, so it always shows what tokens/tokens.json says.

const meta = { title: 'Foundations/Tokens', parameters: { layout: 'padded' }, tags: ['!autodocs'] } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="mb-10">
      <h2 className="font-display mb-4 text-2xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

export const Colours: Story = {
  render: () => {
    const groups = new Map<string, [string, string][]>();
    for (const [name, value] of Object.entries(tokens.palette)) {
      const [group] = name.split('.');
      groups.set(group, [...(groups.get(group) ?? []), [name, value]]);
    }
    return (
      <div>
        <Section title="Semantic colours (current theme)">
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {Object.keys(tokens.themes.light).map((name) => (
              <div key={name} className="border-border bg-surface flex items-center gap-3 rounded-lg border p-2">
                <span className="border-border size-10 shrink-0 rounded-md border" style={{ background: `var(--${name})` }} />
                <code className="text-surface-foreground text-xs">--{name}</code>
              </div>
            ))}
          </div>
        </Section>
        <Section title="Palette">
          {[...groups].map(([group, swatches]) => (
            <div key={group} className="mb-4">
              <h3 className="mb-2 text-sm font-semibold capitalize">{group}</h3>
              <div className="flex flex-wrap gap-2">
                {swatches.map(([name, value]) => (
                  <div key={name} className="w-20 text-center">
                    <div className="border-border h-12 rounded-md border" style={{ background: value }} title={value} />
                    <code className="text-muted-foreground text-xs">{name.split('.')[1] ?? name}</code>
                  </div>
                ))}
              </div>
            </div>
          ))}
        </Section>
      </div>
    );
  },
};

export const Contrast: Story = {
  render: () => (
    <Section title="WCAG 2.2 AA contrast of semantic pairs">
      <table className="text-sm">
        <caption className="text-muted-foreground mb-2 text-left">
          Computed from tokens.json at build time; the build fails below the requirement.
        </caption>
        <thead>
          <tr className="text-left">
            <th className="p-2">Theme</th>
            <th className="p-2">Foreground</th>
            <th className="p-2">Background</th>
            <th className="p-2">Ratio</th>
            <th className="p-2">Required</th>
          </tr>
        </thead>
        <tbody>
          {tokens.contrast.map((row) => (
            <tr key={`${row.theme}-${row.foreground}-${row.background}`} className="border-border border-t">
              <td className="p-2">{row.theme}</td>
              <td className="p-2">
                <code>{row.foreground}</code>
              </td>
              <td className="p-2">
                <code>{row.background}</code>
              </td>
              <td className="p-2 tabular-nums">{row.ratio.toFixed(2)}</td>
              <td className="p-2 tabular-nums">{row.required}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  ),
};

export const Typography: Story = {
  tags: ['visual'],
  render: () => (
    <div>
      <Section title="Families">
        {Object.entries(tokens.fontFamilies).map(([name, stack]) => (
          <p key={name} className="mb-2 text-xl" style={{ fontFamily: stack }}>
            {name}: Rent the road, sleep under the stars. Louez la route.
          </p>
        ))}
      </Section>
      <Section title="Scale">
        {Object.entries(tokens.fontSizes).map(([name, size]) => (
          <p
            key={name}
            style={{ fontSize: (size as { fontSize: string }).fontSize, lineHeight: (size as { lineHeight: string }).lineHeight }}
          >
            <span className="text-muted-foreground mr-3 inline-block w-12 text-xs">{name}</span>Class C near Banff
          </p>
        ))}
      </Section>
    </div>
  ),
};

export const ShapeAndMotion: Story = {
  render: () => (
    <div>
      <Section title="Radius">
        <div className="flex flex-wrap gap-4">
          {Object.entries(tokens.radius).map(([name, value]) => (
            <div key={name} className="text-center">
              <div className="bg-primary-soft border-primary size-16 border-2" style={{ borderRadius: value }} />
              <code className="text-xs">{name}</code>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Shadow">
        <div className="flex flex-wrap gap-6">
          {Object.entries(tokens.shadow).map(([name, value]) => (
            <div key={name} className="bg-surface flex size-24 items-center justify-center rounded-lg" style={{ boxShadow: value }}>
              <code className="text-xs">{name}</code>
            </div>
          ))}
        </div>
      </Section>
      <Section title="Layers, motion and breakpoints">
        <dl className="grid max-w-xl grid-cols-2 gap-x-6 gap-y-1 text-sm">
          {Object.entries(tokens.z).map(([name, value]) => (
            <div key={`z-${name}`} className="contents">
              <dt>z-{name}</dt>
              <dd className="tabular-nums">{value}</dd>
            </div>
          ))}
          {Object.entries(tokens.motion.duration).map(([name, value]) => (
            <div key={`d-${name}`} className="contents">
              <dt>duration-{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
          {Object.entries(tokens.breakpoint).map(([name, value]) => (
            <div key={`b-${name}`} className="contents">
              <dt>breakpoint {name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Section>
    </div>
  ),
};
