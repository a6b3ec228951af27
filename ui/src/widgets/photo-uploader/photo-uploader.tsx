import { type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
import { ArrowLeftIcon, ArrowRightIcon, CloseIcon, ImageIcon, RetryIcon, StarIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { useMessages } from '../../provider/ui-provider.tsx';
import { photoUploaderMessages } from './photo-uploader-messages.ts';

/** One photo of the list: being uploaded (with its progress), failed (with why, in the page's language) or done. */
interface UploaderPhoto {
  /** Stable key (a server id once stored, a local id while uploading). */
  id: string;
  /** The picture to show (a thumbnail URL, or a local preview while uploading). */
  src?: string;
  /** The file's name: it names the photo in buttons and announcements. */
  name: string;
  status: 'uploading' | 'error' | 'done';
  /** 0 to 1 while uploading. */
  progress?: number;
  /** Why it failed, in the page's language (stating the limit when there is one). */
  error?: string;
  caption?: { en: string; fr: string };
}

interface PhotoUploaderProps {
  /** The drop area's heading ("Photos of your RV"). */
  label: string;
  /** What is accepted ("JPG or PNG, up to 15 MB each. Add at least 3."). */
  description?: ReactNode;
  photos: readonly UploaderPhoto[];
  /** Chosen with the button or dropped on the area: the app checks and uploads them. */
  onAddFiles: (files: File[]) => void;
  /** Move a done photo to a new index (0 is the cover). */
  onMove: (id: string, toIndex: number) => void;
  onMakeCover: (id: string) => void;
  onRemove: (id: string) => void;
  /** Failed photos: try the upload again. Without it, failed photos can only be dismissed. */
  onRetry?: (id: string) => void;
  /** Captions in English and French, saved when a caption field loses focus. Without it, no caption fields. */
  onCaptionChange?: (id: string, caption: { en: string; fr: string }) => void;
  /** The file types the picker offers. */
  accept?: string;
  isDisabled?: boolean;
  /** An error about the photos as a whole ("Add at least 3 photos."). */
  errorMessage?: ReactNode;
  /** The level of the drop area's heading, after the page's own headings (default 2). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * The RV photo uploader: drag and drop or the "Choose photos" button (the keyboard path), per-file progress and
 * errors, reorder with "Move earlier/later" buttons (keyboard) or by dragging, a cover choice (the first photo is
 * the cover), optional captions in both languages. Every change is announced in a polite live region and focus
 * stays with the photo being moved.
 */
function PhotoUploader({
  label,
  description,
  photos,
  onAddFiles,
  onMove,
  onMakeCover,
  onRemove,
  onRetry,
  onCaptionChange,
  accept = 'image/jpeg,image/png,.jpg,.jpeg,.png',
  isDisabled = false,
  errorMessage,
  headingLevel = 2,
  className,
}: PhotoUploaderProps) {
  const Heading = `h${headingLevel}` as const;
  const t = useMessages(photoUploaderMessages);
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const [dragOver, setDragOver] = useState(false);
  const [dragging, setDragging] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // After a move or removal, focus goes back to a control of the same (or the next) photo.
  const refocus = useRef<{ id: string; action: string } | null>(null);

  const done = photos.filter((p) => p.status === 'done');
  const nameOf = (photo: UploaderPhoto) => photo.name || t.photo(photos.indexOf(photo) + 1);

  // Status changes become announcements (uploaded, failed), noticed while rendering (no effect round trip).
  const statusKey = photos.map((p) => `${p.id}:${p.status}`).join('|');
  const [seen, setSeen] = useState({ key: statusKey, statuses: new Map(photos.map((p) => [p.id, p.status])) });
  if (seen.key !== statusKey) {
    const said: string[] = [];
    for (const photo of photos) {
      const was = seen.statuses.get(photo.id);
      if (was === photo.status) continue;
      if (photo.status === 'done' && was === 'uploading') said.push(t.uploaded(nameOf(photo)));
      if (photo.status === 'error') said.push(t.failed(nameOf(photo), photo.error ?? ''));
    }
    setSeen({ key: statusKey, statuses: new Map(photos.map((p) => [p.id, p.status])) });
    if (said.length) setAnnouncement(said.join(' '));
  }

  useEffect(() => {
    const target = refocus.current;
    if (!target || !listRef.current) return;
    refocus.current = null;
    const item = listRef.current.querySelector<HTMLElement>(`[data-photo-id="${CSS.escape(target.id)}"]`);
    const control =
      item?.querySelector<HTMLElement>(`[data-action="${target.action}"]:not([disabled])`) ??
      item?.querySelector<HTMLElement>('[data-action]:not([disabled])') ??
      inputRef.current?.parentElement?.querySelector<HTMLElement>('[data-slot=photo-uploader-choose]');
    control?.focus();
  });

  const move = (photo: UploaderPhoto, to: number, action: string) => {
    if (to < 0 || to >= done.length) return;
    refocus.current = { id: photo.id, action };
    onMove(photo.id, to);
    setAnnouncement(to === 0 ? t.coverChanged(nameOf(photo)) : t.moved(nameOf(photo), to + 1, done.length));
  };

  const remove = (photo: UploaderPhoto) => {
    const index = photos.indexOf(photo);
    const next = photos[index + 1] ?? photos[index - 1];
    refocus.current = next ? { id: next.id, action: 'remove' } : { id: '', action: '' };
    onRemove(photo.id);
    setAnnouncement(t.removed(nameOf(photo)));
  };

  const addFiles = (list: FileList | null) => {
    const files = list ? Array.from(list) : [];
    if (files.length && !isDisabled) onAddFiles(files);
  };

  const hasFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

  return (
    <div data-slot="photo-uploader" className={cn('flex flex-col gap-4', className)}>
      {/* A drop target for pointers; the keyboard path is the "Choose photos" button inside it. */}
      {/* oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <section
        aria-labelledby={`${id}-label`}
        aria-describedby={description != null ? `${id}-description` : undefined}
        data-slot="photo-uploader-dropzone"
        data-drag-over={dragOver || undefined}
        className={cn(
          'flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-input bg-muted/40 px-4 py-8 text-center',
          'transition-colors duration-fast ease-standard motion-reduce:transition-none',
          'data-[drag-over]:border-primary data-[drag-over]:bg-primary-soft',
          'forced-colors:border-[ButtonText] forced-colors:data-[drag-over]:border-[Highlight]',
        )}
        onDragEnter={(event) => {
          if (hasFiles(event)) setDragOver(true);
        }}
        onDragOver={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
          setDragOver(true);
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragOver(false);
        }}
        onDrop={(event) => {
          if (!hasFiles(event)) return;
          event.preventDefault();
          setDragOver(false);
          addFiles(event.dataTransfer.files);
        }}
      >
        <ImageIcon aria-hidden="true" className="size-8 text-muted-foreground" />
        <Heading id={`${id}-label`} className="font-display text-lg font-semibold text-foreground">
          {label}
        </Heading>
        <p className="text-sm text-muted-foreground" aria-hidden="true">
          {dragOver ? t.dropNow : `${t.dropHere} ${t.or}`}
        </p>
        <input
          ref={inputRef}
          id={`${id}-input`}
          type="file"
          multiple
          accept={accept}
          tabIndex={-1}
          aria-hidden="true"
          className="sr-only"
          disabled={isDisabled}
          onChange={(event) => {
            addFiles(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
        <Button
          data-slot="photo-uploader-choose"
          variant="outline"
          disabled={isDisabled}
          aria-describedby={description != null ? `${id}-description` : undefined}
          onClick={() => inputRef.current?.click()}
        >
          {t.choose}
        </Button>
        {description != null ? (
          <p id={`${id}-description`} className="text-sm text-muted-foreground">
            {description}
          </p>
        ) : null}
      </section>

      {errorMessage != null ? (
        <p data-slot="photo-uploader-error" className="text-sm font-medium text-danger-foreground forced-colors:text-[Mark]">
          {errorMessage}
        </p>
      ) : null}

      {photos.length ? (
        <div className="flex flex-col gap-2">
          <p className="text-sm font-semibold text-foreground" id={`${id}-list`}>
            {t.list} · {t.count(done.length)}
          </p>
          <ol
            ref={listRef}
            aria-labelledby={`${id}-list`}
            data-slot="photo-uploader-list"
            className="grid grid-cols-1 gap-4 min-[420px]:grid-cols-2 md:grid-cols-3"
          >
            {photos.map((photo) => {
              const index = done.indexOf(photo);
              const name = nameOf(photo);
              const isCover = index === 0;
              return (
                // Dragging reorders for pointers; the Move earlier/later buttons are the keyboard path.
                // oxlint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
                <li
                  key={photo.id}
                  data-photo-id={photo.id}
                  data-slot="photo-uploader-item"
                  data-status={photo.status}
                  data-dragging={dragging === photo.id || undefined}
                  draggable={photo.status === 'done' && !isDisabled}
                  onDragStart={(event) => {
                    event.dataTransfer.setData('text/x-rove-photo', photo.id);
                    event.dataTransfer.effectAllowed = 'move';
                    setDragging(photo.id);
                  }}
                  onDragEnd={() => setDragging(null)}
                  onDragOver={(event) => {
                    if (dragging && photo.status === 'done') event.preventDefault();
                  }}
                  onDrop={(event) => {
                    const moved = done.find((p) => p.id === event.dataTransfer.getData('text/x-rove-photo'));
                    setDragging(null);
                    if (!moved || moved.id === photo.id) return;
                    event.preventDefault();
                    move(moved, index, 'move-later');
                  }}
                  className={cn(
                    'flex flex-col overflow-hidden rounded-lg border border-border bg-surface text-surface-foreground',
                    'data-[status=error]:border-destructive data-[dragging]:opacity-50',
                    isCover && 'ring-2 ring-primary',
                  )}
                >
                  <div className="relative aspect-[4/3] bg-muted">
                    {photo.src ? (
                      <img src={photo.src} alt={photo.caption?.en || name} className="size-full object-cover" draggable={false} />
                    ) : (
                      <ImageIcon aria-hidden="true" className="absolute inset-0 m-auto size-8 text-muted-foreground" />
                    )}
                    {isCover ? (
                      <span className="absolute start-2 top-2 inline-flex items-center gap-1 rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">
                        <StarIcon aria-hidden="true" className="size-3" />
                        {t.cover}
                      </span>
                    ) : null}
                  </div>
                  <div className="flex flex-1 flex-col gap-2 p-3">
                    <p className="truncate text-sm font-medium" title={name}>
                      {index >= 0 ? `${index + 1}. ` : ''}
                      {name}
                    </p>
                    {photo.status === 'uploading' ? (
                      <div className="flex items-center gap-2">
                        <progress
                          aria-label={t.uploading(name)}
                          value={Math.round((photo.progress ?? 0) * 100)}
                          max={100}
                          className={cn(
                            'h-2 flex-1 appearance-none overflow-hidden rounded-full bg-muted',
                            '[&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:bg-primary [&::-moz-progress-bar]:bg-primary',
                          )}
                        />
                        <span className="text-xs tabular-nums text-muted-foreground" aria-hidden="true">
                          {t.percent(Math.round((photo.progress ?? 0) * 100))}
                        </span>
                      </div>
                    ) : null}
                    {photo.status === 'error' ? (
                      <>
                        <p className="text-sm text-danger-foreground forced-colors:text-[Mark]">{photo.error}</p>
                        <div className="mt-auto flex flex-wrap gap-2">
                          {onRetry ? (
                            <Button
                              size="sm"
                              variant="outline"
                              data-action="retry"
                              aria-label={t.retry(name)}
                              onClick={() => onRetry(photo.id)}
                            >
                              <RetryIcon aria-hidden="true" />
                              {t.tryAgain}
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant="ghost"
                            data-action="remove"
                            aria-label={t.dismiss(name)}
                            iconOnly
                            onClick={() => remove(photo)}
                          >
                            <CloseIcon aria-hidden="true" />
                          </Button>
                        </div>
                      </>
                    ) : null}
                    {photo.status === 'done' ? (
                      <>
                        {onCaptionChange ? (
                          <CaptionFields
                            key={`${photo.caption?.en ?? ''}|${photo.caption?.fr ?? ''}`}
                            caption={photo.caption ?? { en: '', fr: '' }}
                            labels={{ en: t.captionEn, fr: t.captionFr }}
                            isDisabled={isDisabled}
                            onCommit={(caption) => onCaptionChange(photo.id, caption)}
                          />
                        ) : null}
                        <div className="mt-auto flex flex-wrap items-center gap-1">
                          <Button
                            size="sm"
                            variant="ghost"
                            iconOnly
                            data-action="move-earlier"
                            aria-label={t.moveEarlier(name)}
                            disabled={isDisabled || index === 0}
                            onClick={() => move(photo, index - 1, 'move-earlier')}
                          >
                            <ArrowLeftIcon aria-hidden="true" className="rtl:rotate-180" />
                          </Button>
                          <Button
                            size="sm"
                            variant="ghost"
                            iconOnly
                            data-action="move-later"
                            aria-label={t.moveLater(name)}
                            disabled={isDisabled || index === done.length - 1}
                            onClick={() => move(photo, index + 1, 'move-later')}
                          >
                            <ArrowRightIcon aria-hidden="true" className="rtl:rotate-180" />
                          </Button>
                          {!isCover ? (
                            <Button
                              size="sm"
                              variant="ghost"
                              data-action="make-cover"
                              aria-label={t.makeCoverOf(name)}
                              disabled={isDisabled}
                              onClick={() => {
                                refocus.current = { id: photo.id, action: 'move-later' };
                                onMakeCover(photo.id);
                                setAnnouncement(t.coverChanged(name));
                              }}
                            >
                              {t.makeCover}
                            </Button>
                          ) : null}
                          <Button
                            size="sm"
                            variant="ghost"
                            iconOnly
                            data-action="remove"
                            className="ms-auto"
                            aria-label={t.remove(name)}
                            disabled={isDisabled}
                            onClick={() => remove(photo)}
                          >
                            <CloseIcon aria-hidden="true" />
                          </Button>
                        </div>
                      </>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ol>
        </div>
      ) : null}
      <div aria-live="polite" className="sr-only" data-slot="photo-uploader-announcer">
        {announcement}
      </div>
    </div>
  );
}

function CaptionFields({
  caption,
  labels,
  isDisabled,
  onCommit,
}: {
  caption: { en: string; fr: string };
  labels: { en: string; fr: string };
  isDisabled: boolean;
  onCommit: (caption: { en: string; fr: string }) => void;
}) {
  const [draft, setDraft] = useState(caption);
  const commit = () => {
    if (draft.en !== caption.en || draft.fr !== caption.fr) onCommit(draft);
  };
  return (
    <div className="flex flex-col gap-2">
      {(['en', 'fr'] as const).map((language) => (
        <TextField
          key={language}
          size="sm"
          label={labels[language]}
          value={draft[language]}
          maxLength={200}
          isDisabled={isDisabled}
          onChange={(text) => setDraft((d) => ({ ...d, [language]: text }))}
          onBlur={commit}
        />
      ))}
    </div>
  );
}

export { PhotoUploader, type PhotoUploaderProps, type UploaderPhoto };
