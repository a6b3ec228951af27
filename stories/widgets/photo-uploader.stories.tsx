import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PhotoUploader, type UploaderPhoto, useUiLocale } from '@rove/ui';

// A coloured picture as a data URL (stories download nothing).
const picture = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="hsl(${hue} 45% 55%)"/><path d="M0 230 L120 140 L220 210 L300 160 L400 230 V300 H0Z" fill="hsl(${hue} 35% 30%)"/></svg>`,
  )}`;

const seeded: UploaderPhoto[] = [
  { id: 'a', name: 'outside.jpg', src: picture(150), status: 'done', caption: { en: 'By the lake', fr: 'Au bord du lac' } },
  { id: 'b', name: 'kitchen.jpg', src: picture(30), status: 'done' },
  { id: 'c', name: 'beds.png', src: picture(220), status: 'done' },
];

const words = {
  en: {
    label: 'Photos of your RV',
    description: 'JPG or PNG, up to 15 MB each. Add at least 3.',
    notImage: 'It is not a JPG or PNG file.',
  },
  fr: {
    label: 'Photos de votre VR',
    description: 'JPG ou PNG, jusqu’à 15 Mo chacune. Ajoutez-en au moins 3.',
    notImage: 'Ce n’est pas un fichier JPG ou PNG.',
  },
};

interface DemoProps {
  initial?: UploaderPhoto[];
  onMove?: (id: string, to: number) => void;
  onMakeCover?: (id: string) => void;
  onRemove?: (id: string) => void;
  onCaptionChange?: (id: string, caption: { en: string; fr: string }) => void;
  withCaptions?: boolean;
}

/**
 * The uploader with a fake server: files "upload" in two steps over half a second (long enough to see the progress, and for a
 * play to find it on a busy machine: at 80 ms it was sometimes gone before it was looked for); a file that is not
 * .jpg/.png fails after 300 ms.
 */
function Demo({ initial = seeded, onMove, onMakeCover, onRemove, onCaptionChange, withCaptions = false }: DemoProps) {
  const { language } = useUiLocale();
  const w = words[language];
  const [photos, setPhotos] = useState<UploaderPhoto[]>(initial);
  const counter = useRef(0);
  const update = (id: string, change: Partial<UploaderPhoto>) =>
    setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));
  const upload = (id: string, ok: boolean) => {
    update(id, { status: 'uploading', progress: 0.4, error: undefined });
    setTimeout(() => update(id, { progress: 0.8 }), 200);
    // A refusal comes back before an upload finishes, so the live region says the upload last (one message at a time:
    // when both finished at 500 ms, a busy machine sometimes rendered them apart and the refusal replaced the upload's).
    setTimeout(
      () =>
        update(id, ok ? { status: 'done', progress: 1, src: picture(60 + 50 * counter.current) } : { status: 'error', error: w.notImage }),
      ok ? 500 : 300,
    );
  };
  const ordered = (list: UploaderPhoto[]) => [...list.filter((p) => p.status === 'done'), ...list.filter((p) => p.status !== 'done')];
  return (
    <PhotoUploader
      label={w.label}
      description={w.description}
      photos={photos}
      onAddFiles={(files) => {
        for (const file of files) {
          counter.current += 1;
          const id = `new-${counter.current}`;
          setPhotos((list) => [...list, { id, name: file.name, status: 'uploading', progress: 0 }]);
          upload(id, /\.(jpe?g|png)$/i.test(file.name));
        }
      }}
      onMove={(id, to) => {
        onMove?.(id, to);
        setPhotos((list) => {
          const done = list.filter((p) => p.status === 'done');
          const moving = done.find((p) => p.id === id);
          if (!moving) return list;
          const rest = done.filter((p) => p.id !== id);
          rest.splice(to, 0, moving);
          return [...rest, ...list.filter((p) => p.status !== 'done')];
        });
      }}
      onMakeCover={(id) => {
        onMakeCover?.(id);
        setPhotos((list) => ordered([...list.filter((p) => p.id === id), ...list.filter((p) => p.id !== id)]));
      }}
      onRemove={(id) => {
        onRemove?.(id);
        setPhotos((list) => list.filter((p) => p.id !== id));
      }}
      onRetry={(id) => upload(id, true)}
      onCaptionChange={
        withCaptions
          ? (id, caption) => {
              onCaptionChange?.(id, caption);
              update(id, { caption });
            }
          : undefined
      }
    />
  );
}

const meta = {
  title: 'Widgets/PhotoUploader',
  component: Demo,
  // The widget's own props on the docs page, beside the story's.
  subcomponents: { PhotoUploader },
  args: { onMove: fn(), onMakeCover: fn(), onRemove: fn(), onCaptionChange: fn() },
  decorators: [(Story) => <div className="max-w-4xl">{Story()}</div>],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

const announcer = (root: HTMLElement) => root.querySelector('[data-slot=photo-uploader-announcer]') as HTMLElement;
const names = (root: HTMLElement) =>
  Array.from(root.querySelectorAll('[data-slot=photo-uploader-item][data-status=done]')).map((li) => li.getAttribute('data-photo-id'));

export const ReorderAndCoverByKeyboard: Story = {
  tags: ['visual'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('list', { name: /Photos, in the order renters see them/ })).toBeInTheDocument();
    await expect(canvas.getByText('Cover photo')).toBeVisible();
    // The first photo cannot move earlier; move it later with the keyboard: focus stays on the moved photo.
    await expect(canvas.getByRole('button', { name: 'Move outside.jpg earlier' })).toBeDisabled();
    canvas.getByRole('button', { name: 'Move outside.jpg later' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onMove).toHaveBeenLastCalledWith('a', 1);
    await expect(names(canvasElement)).toEqual(['b', 'a', 'c']);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move outside.jpg later' })).toHaveFocus());
    await expect(announcer(canvasElement)).toHaveTextContent('outside.jpg moved to position 2 of 3.');
    await userEvent.keyboard('{Enter}');
    await expect(names(canvasElement)).toEqual(['b', 'c', 'a']);
    // The last photo cannot move later: focus falls back to a control of the same photo.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Move outside.jpg later' })).toBeDisabled());
    // Cover choice.
    await userEvent.click(canvas.getByRole('button', { name: 'Make cover: beds.png' }));
    await expect(args.onMakeCover).toHaveBeenCalledWith('c');
    await expect(names(canvasElement)).toEqual(['c', 'b', 'a']);
    await expect(announcer(canvasElement)).toHaveTextContent('beds.png is now the cover photo.');
    // Remove: focus moves to the next photo.
    await userEvent.click(canvas.getByRole('button', { name: 'Remove kitchen.jpg' }));
    await expect(args.onRemove).toHaveBeenCalledWith('b');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove outside.jpg' })).toHaveFocus());
    await expect(announcer(canvasElement)).toHaveTextContent('kitchen.jpg removed.');
  },
};

export const ChooseFilesProgressAndErrors: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const choose = canvas.getByRole('button', { name: 'Choose photos' });
    await expect(choose).toHaveAccessibleDescription('JPG or PNG, up to 15 MB each. Add at least 3.');
    // The keyboard path is the button (it opens the file picker); the picked files arrive through the input.
    await userEvent.tab();
    await expect(choose).toHaveFocus();
    const input = canvasElement.querySelector('input[type=file]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,.jpg,.jpeg,.png');
    await userEvent.upload(
      input,
      [new File(['x'], 'van.jpg', { type: 'image/jpeg' }), new File(['%PDF'], 'papers.pdf', { type: 'application/pdf' })],
      {
        applyAccept: false,
      },
    );
    await expect(canvas.getByRole('progressbar', { name: 'Uploading van.jpg' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('It is not a JPG or PNG file.')).toBeVisible());
    await waitFor(() => expect(announcer(canvasElement)).toHaveTextContent(/van\.jpg uploaded\./));
    await expect(canvas.getByRole('img', { name: 'van.jpg' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again: papers.pdf' }));
    await waitFor(() => expect(names(canvasElement)).toEqual(['new-1', 'new-2']));
  },
};

export const DropFiles: Story = {
  args: { initial: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const zone = canvasElement.querySelector('[data-slot=photo-uploader-dropzone]') as HTMLElement;
    const data = new DataTransfer();
    data.items.add(new File(['x'], 'front.png', { type: 'image/png' }));
    zone.dispatchEvent(new DragEvent('dragover', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(zone).toHaveAttribute('data-drag-over', 'true'));
    await expect(canvas.getByText('Drop to add these photos')).toBeVisible();
    zone.dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'front.png' })).toBeVisible());
    await expect(zone).not.toHaveAttribute('data-drag-over');
  },
};

export const CaptionsInBothLanguages: Story = {
  args: { withCaptions: true, initial: seeded.slice(0, 1) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const fr = canvas.getByRole('textbox', { name: 'Caption (French)' });
    await userEvent.clear(fr);
    await userEvent.type(fr, 'Près du lac');
    await userEvent.tab();
    await expect(args.onCaptionChange).toHaveBeenLastCalledWith('a', { en: 'By the lake', fr: 'Près du lac' });
  },
};

export const FrenchDark: Story = {
  globals: { locale: 'fr', theme: 'dark' },
  args: {
    initial: [
      ...seeded.slice(0, 2),
      { id: 'u', name: 'lit.jpg', status: 'uploading', progress: 0.6 },
      { id: 'e', name: 'énorme.jpg', status: 'error', error: 'énorme.jpg est trop volumineux : les photos peuvent peser jusqu’à 15 Mo.' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Choisir des photos' })).toBeVisible();
    await expect(canvas.getByText('Photo de couverture')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: 'Téléversement de lit.jpg' })).toHaveAttribute('value', '60');
    await expect(canvas.getByRole('button', { name: 'Déplacer kitchen.jpg vers l’avant' })).toBeEnabled();
    await expect(canvas.getByText(/trop volumineux : les photos peuvent peser jusqu’à 15 Mo/)).toBeVisible();
  },
};
