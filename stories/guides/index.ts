// Every component's design guide by Storybook title, for the docs pages (.storybook/docs-page.tsx).
import type { Guide } from './guide.ts';
import { primitiveGuides } from './primitives.ts';
import { widgetGuides } from './widgets.ts';

export type { Guide, GuideText } from './guide.ts';

export const guides: Record<string, Guide> = { ...primitiveGuides, ...widgetGuides };
