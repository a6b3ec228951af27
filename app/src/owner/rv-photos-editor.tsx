// The RV's photos, wired to the server: each chosen file is checked (type, size), uploaded with its progress to
// POST /api/uploads (kind rv-photo), then attached to the RV; order, cover, captions and removal are saved at once.
// A refused or failed file stays in the list with its reason (in the page's language) and can be tried again.
import { type HostRv, minPublishPhotos } from '@rove/contract';
import { Banner, PhotoUploader, type UploaderPhoto } from '@rove/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import { hostRvApi } from './host-rv-api.ts';
import { photoFileProblem, photoLimitMegabytes } from '../forms/photo-files.ts';
import { NetworkError, uploadPhotoFile } from '../api/photo-upload.ts';

interface Pending extends UploaderPhoto {
  file: File;
}

let counter = 0;

export function RvPhotosEditor({
  rv,
  withCaptions = false,
  errorMessage,
  headingLevel = 2,
}: {
  rv: HostRv;
  withCaptions?: boolean;
  /** A problem with the photos as a whole (too few to go on). */
  errorMessage?: string;
  headingLevel?: 2 | 3;
}) {
  const { t } = useTranslation('owner');
  const locale = useLocale();
  const [pending, setPending] = useState<Pending[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const queue = useRef(Promise.resolve());

  const update = (id: string, change: Partial<Pending>) => setPending((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));

  const reason = (error: unknown, name: string): string => {
    if (error instanceof ApiError && error.message) return error.message;
    if (error instanceof NetworkError || error instanceof TypeError) return t('photos.network', { name });
    return t('photos.network', { name });
  };

  /** Uploads run one after another (the server resizes each), in the order chosen. */
  const upload = (item: Pending) => {
    update(item.id, { status: 'uploading', progress: 0, error: undefined });
    queue.current = queue.current.then(async () => {
      try {
        const stored = await uploadPhotoFile(item.file, { language: locale, onProgress: (progress) => update(item.id, { progress }) });
        await hostRvApi.attachPhoto(rv.Id, stored.Id);
        setPending((list) => list.filter((p) => p.id !== item.id));
      } catch (error) {
        update(item.id, { status: 'error', error: reason(error, item.name) });
      }
    });
  };

  const addFiles = (files: File[]) => {
    setFailure(null);
    const items: Pending[] = files.map((file) => {
      counter += 1;
      const problem = photoFileProblem(file);
      return {
        id: `local-${counter}`,
        file,
        name: file.name,
        status: problem ? 'error' : 'uploading',
        progress: 0,
        error: problem ? t(`photos.${problem}`, { name: file.name, limit: photoLimitMegabytes }) : undefined,
      };
    });
    setPending((list) => [...list, ...items]);
    for (const item of items) if (item.status === 'uploading') upload(item);
  };

  const act = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (error) {
      setFailure(error instanceof ApiError && error.status < 500 ? error.message : t('photos.actionFailed'));
    }
  };

  const stored = rv.Photos.map(
    (photo, index): UploaderPhoto => ({
      id: String(photo.Id),
      src: photo.Urls.thumb,
      name: photo.Caption[locale] || t('photos.photoN', { n: index + 1 }),
      status: 'done',
      caption: photo.Caption,
    }),
  );
  const isStored = (id: string) => !id.startsWith('local-');

  return (
    <div className="flex flex-col gap-4">
      {failure ? (
        <Banner tone="danger" onDismiss={() => setFailure(null)} dismissLabel={t('common.close')}>
          {failure}
        </Banner>
      ) : null}
      {rv.GeneratedPhotoCount ? <Banner tone="info">{t('photos.generated', { count: rv.GeneratedPhotoCount })}</Banner> : null}
      <PhotoUploader
        label={t('photos.label')}
        description={t('photos.description', { limit: photoLimitMegabytes, min: minPublishPhotos })}
        photos={[...stored, ...pending]}
        errorMessage={errorMessage}
        headingLevel={headingLevel}
        onAddFiles={addFiles}
        onMove={(id, to) =>
          act(() => {
            const ids = rv.Photos.map((p) => p.Id).filter((p) => String(p) !== id);
            ids.splice(to, 0, Number(id));
            return hostRvApi.orderPhotos(rv.Id, ids);
          })
        }
        onMakeCover={(id) => act(() => hostRvApi.makeCover(rv.Id, Number(id)))}
        onRemove={(id) => {
          if (!isStored(id)) setPending((list) => list.filter((p) => p.id !== id));
          else void act(() => hostRvApi.removePhoto(rv.Id, Number(id)));
        }}
        onRetry={(id) => {
          const item = pending.find((p) => p.id === id);
          if (item && !photoFileProblem(item.file)) upload(item);
        }}
        onCaptionChange={withCaptions ? (id, caption) => act(() => hostRvApi.caption(rv.Id, Number(id), caption)) : undefined}
      />
    </div>
  );
}
