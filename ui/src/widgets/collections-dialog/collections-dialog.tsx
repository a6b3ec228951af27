import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { Dialog, DialogContent } from '../../components/dialog/dialog.tsx';
import { Spinner } from '../../components/spinner/spinner.tsx';
import { TextField } from '../../components/text-field/text-field.tsx';
// Pencil and bin are not in the shared icon set yet; lucide is where the set comes from.
import { Pencil as PencilIcon, Trash2 as TrashIcon } from 'lucide-react';
import { CheckIcon, HeartIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { useMessages, useUiLocale } from '../../provider/ui-provider.tsx';
import { plural } from '../plural.ts';
import {
  COLLECTION_NAME_MAX_LENGTH,
  type CollectionNameError,
  normalizeCollectionName,
  validateCollectionName,
} from './collection-name.ts';
import { collectionsDialogMessages } from './collections-dialog-messages.ts';

/** A favourites collection as the API returns it (specification 000: Id, CollectionName, Items of Id and RVId). */
export interface FavouriteCollection {
  Id: number;
  CollectionName: string;
  Items: readonly { Id: number; RVId: number }[];
}

type MaybePromise = void | Promise<unknown>;

export interface CollectionsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The RV being saved, and its name for the dialog's description. */
  rvId: number;
  listingName: string;
  collections: readonly FavouriteCollection[];
  /** Save the RV in this collection. */
  onChoose: (collectionId: number) => MaybePromise;
  /** Take the RV out of a collection it is in (`itemId` is the favourite item's Id). */
  onRemove: (collectionId: number, itemId: number) => MaybePromise;
  onCreate: (name: string) => MaybePromise;
  onRename: (collectionId: number, name: string) => MaybePromise;
  onDelete: (collectionId: number) => MaybePromise;
  /** Where to portal the dialog (default: document.body). */
  container?: HTMLElement | null;
}

type Mode = { kind: 'list' } | { kind: 'rename'; id: number } | { kind: 'delete'; id: number };

/** Choose, create, rename and delete favourites collections; every change goes through the callbacks. */
function CollectionsDialog({ open, onOpenChange, listingName, container, ...props }: CollectionsDialogProps) {
  const t = useMessages(collectionsDialogMessages);
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setMode({ kind: 'list' });
        onOpenChange(next);
      }}
    >
      <DialogContent
        title={t.title}
        description={listingName}
        container={container}
        size="sm"
        footer={
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t.done}
          </Button>
        }
        onEscapeKeyDown={(event) => {
          // Escape while renaming or confirming a delete backs out of that, not out of the dialog.
          if (mode.kind !== 'list') {
            event.preventDefault();
            setMode({ kind: 'list' });
          }
        }}
      >
        <CollectionsBody {...props} mode={mode} setMode={setMode} />
      </DialogContent>
    </Dialog>
  );
}

function CollectionsBody({
  rvId,
  collections,
  onChoose,
  onRemove,
  onCreate,
  onRename,
  onDelete,
  mode,
  setMode,
}: Omit<CollectionsDialogProps, 'open' | 'onOpenChange' | 'listingName'> & { mode: Mode; setMode: (mode: Mode) => void }) {
  const t = useMessages(collectionsDialogMessages);
  const { locale } = useUiLocale();
  const listId = useId();
  const [busy, setBusy] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);

  const errorText = (error: CollectionNameError) =>
    ({ empty: t.errorEmpty, tooLong: t.errorTooLong(COLLECTION_NAME_MAX_LENGTH), duplicate: t.errorDuplicate })[error];

  /** Runs one change; a failure keeps what the user typed and says so (the callbacks report it themselves). */
  async function run(key: string, change: () => MaybePromise): Promise<boolean> {
    if (busy) return false;
    setBusy(key);
    setFailed(false);
    try {
      await change();
      return true;
    } catch {
      setFailed(true);
      return false;
    } finally {
      setBusy(null);
    }
  }

  // Leaving a rename or a delete (saved, cancelled, Escape): focus returns to that collection, or to the first
  // one when it was deleted, rather than falling to the dialog.
  const previousMode = useRef(mode);
  useEffect(() => {
    const before = previousMode.current;
    previousMode.current = mode;
    const list = listRef.current;
    if (mode.kind !== 'list') {
      // Entering a rename or a delete: its button is gone with the row, so focus goes to the new field or to
      // Cancel (in the next frame, once the row has been replaced).
      const frame = requestAnimationFrame(() =>
        list
          ?.querySelector<HTMLElement>(`[data-collection-id="${mode.id}"] [data-initial-focus], [data-collection-id="${mode.id}"] input`)
          ?.focus(),
      );
      return () => cancelAnimationFrame(frame);
    }
    if (before.kind === 'list') return;
    const target =
      list?.querySelector<HTMLElement>(`[data-collection-id="${before.id}"] [data-slot=collection-toggle]`) ??
      list?.querySelector<HTMLElement>('[data-slot=collection-toggle]') ??
      list?.parentElement?.parentElement?.querySelector<HTMLElement>('[data-slot=collection-name-form] input');
    // In the next frame: focusing inside an effect would run focus handlers while React is still committing.
    const frame = requestAnimationFrame(() => target?.focus());
    return () => cancelAnimationFrame(frame);
  }, [mode]);

  const namesExcept = (id?: number) => collections.filter((c) => c.Id !== id).map((c) => c.CollectionName);

  return (
    <div className="flex flex-col gap-6" aria-busy={busy !== null || undefined}>
      {failed ? (
        <p role="alert" className="rounded-md border border-danger-border bg-danger p-3 text-sm text-danger-foreground">
          {t.failed}
        </p>
      ) : null}
      <section aria-labelledby={listId} className="flex flex-col gap-2">
        <h3 id={listId} className="text-sm font-semibold text-foreground">
          {t.collections}
        </h3>
        {collections.length === 0 ? <p className="text-sm text-muted-foreground">{t.empty}</p> : null}
        <ul ref={listRef} className="flex flex-col gap-2">
          {collections.map((collection) => {
            const item = collection.Items.find((i) => i.RVId === rvId);
            const count = collection.Items.length;
            const countText = t.rvCount(count, plural(locale, count, { one: t.rvOne, other: t.rvOther }));
            const rowKey = `row:${collection.Id}`;
            if (mode.kind === 'rename' && mode.id === collection.Id) {
              return (
                <li key={collection.Id} data-collection-id={collection.Id}>
                  <NameForm
                    label={t.renameLabel(collection.CollectionName)}
                    initial={collection.CollectionName}
                    submitLabel={t.save}
                    otherNames={namesExcept(collection.Id)}
                    errorText={errorText}
                    pending={busy === rowKey}
                    onCancel={() => setMode({ kind: 'list' })}
                    onSubmit={async (name) => {
                      const saved = await run(rowKey, () => onRename(collection.Id, name));
                      if (saved) {
                        // Let go of the field before it unmounts: removing a focused react-aria field in the
                        // middle of a commit re-enters React.
                        if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
                        setMode({ kind: 'list' });
                      }
                      return saved;
                    }}
                  />
                </li>
              );
            }
            if (mode.kind === 'delete' && mode.id === collection.Id) {
              return (
                <li
                  key={collection.Id}
                  data-collection-id={collection.Id}
                  className="flex flex-col gap-3 rounded-lg border border-danger-border p-3"
                >
                  <p className="text-sm font-semibold">{t.confirmDelete(collection.CollectionName, count)}</p>
                  <div className="flex justify-end gap-2">
                    <Button variant="outline" size="sm" data-initial-focus="" onClick={() => setMode({ kind: 'list' })}>
                      {t.cancel}
                    </Button>
                    <Button
                      variant="destructive"
                      size="sm"
                      aria-disabled={busy !== null || undefined}
                      onClick={async () => {
                        if (await run(rowKey, () => onDelete(collection.Id))) setMode({ kind: 'list' });
                      }}
                    >
                      {busy === rowKey ? <Spinner size="sm" decorative /> : null}
                      {t.delete}
                    </Button>
                  </div>
                </li>
              );
            }
            return (
              <li key={collection.Id} data-collection-id={collection.Id} className="flex items-center gap-1">
                {/* The card is one big toggle (the button's ::after covers it); the count stays outside the
                    button's name and describes it. */}
                <div
                  data-slot="collection-card"
                  className={cn(
                    'relative flex min-h-14 flex-1 items-center gap-3 rounded-lg border border-border bg-surface px-3 py-2',
                    'transition-colors duration-fast hover:bg-muted',
                    'has-[[aria-pressed=true]]:border-primary has-[[aria-pressed=true]]:bg-primary-soft has-[[aria-pressed=true]]:text-primary-soft-foreground',
                    'has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  )}
                >
                  <span
                    aria-hidden="true"
                    className="flex size-8 shrink-0 items-center justify-center rounded-full bg-muted [&_svg]:size-4"
                  >
                    {busy === rowKey ? <Spinner size="sm" decorative /> : item ? <CheckIcon /> : <HeartIcon />}
                  </span>
                  <span className="flex min-w-0 flex-col">
                    <button
                      type="button"
                      data-slot="collection-toggle"
                      aria-pressed={item !== undefined}
                      aria-disabled={busy !== null || undefined}
                      aria-describedby={`${listId}-${collection.Id}`}
                      className="truncate text-start font-semibold outline-none cursor-pointer after:absolute after:inset-0 after:rounded-lg after:content-[''] aria-disabled:cursor-progress"
                      onClick={() => {
                        if (busy) return;
                        void run(rowKey, () => (item ? onRemove(collection.Id, item.Id) : onChoose(collection.Id)));
                      }}
                    >
                      {collection.CollectionName}
                    </button>
                    <span id={`${listId}-${collection.Id}`} className="text-sm text-muted-foreground">
                      {item ? `${t.saved} · ${countText}` : countText}
                    </span>
                  </span>
                </div>
                <Button
                  variant="ghost"
                  size="sm"
                  className="size-10 px-0"
                  aria-label={t.renameNamed(collection.CollectionName)}
                  onClick={() => setMode({ kind: 'rename', id: collection.Id })}
                >
                  <PencilIcon aria-hidden="true" />
                </Button>
                <Button
                  variant="ghost"
                  size="sm"
                  className="size-10 px-0 text-danger-foreground"
                  aria-label={t.deleteNamed(collection.CollectionName)}
                  onClick={() => setMode({ kind: 'delete', id: collection.Id })}
                >
                  <TrashIcon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      </section>
      <NameForm
        label={t.newName}
        description={t.newNameHelp}
        initial=""
        submitLabel={t.create}
        otherNames={namesExcept()}
        errorText={errorText}
        pending={busy === 'create'}
        onSubmit={(name) => run('create', () => onCreate(name))}
      />
    </div>
  );
}

/** A name with its own validation: shown on submit, cleared as the user types. */
function NameForm({
  label,
  description,
  initial,
  submitLabel,
  otherNames,
  errorText,
  pending,
  onSubmit,
  onCancel,
}: {
  label: string;
  description?: string;
  initial: string;
  submitLabel: string;
  otherNames: readonly string[];
  errorText: (error: CollectionNameError) => string;
  pending: boolean;
  /** Resolves true when saved: the field then empties (a failure keeps the text). */
  onSubmit: (name: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const t = useMessages(collectionsDialogMessages);
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<CollectionNameError | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (pending) return;
    const problem = validateCollectionName(value, otherNames);
    setError(problem);
    if (problem) return inputRef.current?.focus();
    if (await onSubmit(normalizeCollectionName(value))) setValue('');
  }
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-2" data-slot="collection-name-form">
      <div className="flex items-start gap-2">
        <TextField
          ref={inputRef}
          label={label}
          description={description}
          value={value}
          onChange={(next) => {
            setValue(next);
            if (error) setError(null);
          }}
          isInvalid={error !== null}
          errorMessage={error ? errorText(error) : undefined}
          className="flex-1"
        />
      </div>
      <div className="flex justify-end gap-2">
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            {t.cancel}
          </Button>
        ) : null}
        <Button type="submit" size="sm" variant={onCancel ? 'primary' : 'secondary'} aria-disabled={pending || undefined}>
          {pending ? <Spinner size="sm" decorative /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

export { CollectionsDialog };
