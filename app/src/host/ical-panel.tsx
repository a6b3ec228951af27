// iCal sync of one RV: its secret export address (paste it into Google or Apple Calendar), imports by address
// (refreshed on a schedule) or from a file (once), the imported calendars, and conflicts with bookings.
import { type CalendarRv, hostWords } from '@rove/contract';
import { Banner, Button, CopyIcon, FileInput, TextArea, TextField } from '@rove/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/api-error.ts';
import { useContractForm } from '../forms/use-contract-form.ts';
import { useLocale } from '../routes/use-locale-path.ts';
import { formatRelativeTime } from '../i18n/format.ts';
import { rangeText, useDateText } from './dates.ts';
import { calendarApi } from './host-api.ts';

type Notice = { tone: 'success' | 'danger' | 'warning'; text: string } | null;

export function IcalPanel({ rv, onChanged }: { rv: CalendarRv; onChanged: () => void }) {
  const { t } = useTranslation('host');
  const locale = useLocale();
  const dateText = useDateText();
  const headingId = useId();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [exportUrl, setExportUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState<'done' | 'failed' | null>(null);
  const [fileInputKey, setFileInputKey] = useState(0);
  const urlForm = useContractForm({
    schema: () => import('./host-schemas.ts').then((m) => m.IcalFeedInputSchema),
    initial: { Name: '', Url: '' },
    toBody: (values) => values,
    namespace: 'host',
    words: hostWords,
  });
  // The file's name (without .ics) names the calendar unless one is typed; it is read on submit.
  const fileForm = useContractForm({
    schema: () => import('./host-schemas.ts').then((m) => m.IcalFileInputSchema),
    initial: { Name: '', File: null as File | null },
    toBody: async (values) => ({
      Name: values.Name || values.File?.name.replace(/\.ics$/i, '') || '',
      Content: values.File ? await values.File.text() : '',
    }),
    fieldOf: (path) => (path === 'Content' ? 'File' : 'Name'),
    namespace: 'host',
    words: hostWords,
  });
  const shownUrl = exportUrl ?? rv.ICalExportUrl;

  async function run(work: () => Promise<{ BlockedNights: number; Conflicts: unknown[] } | void>, done: (result: unknown) => string) {
    if (busy) return false;
    setBusy(true);
    setNotice(null);
    try {
      const result = await work();
      onChanged();
      const conflicts = (result as { Conflicts?: unknown[] } | undefined)?.Conflicts?.length ?? 0;
      setNotice({ tone: conflicts ? 'warning' : 'success', text: done(result) });
      return true;
    } catch (failure) {
      setNotice({
        tone: 'danger',
        text: failure instanceof ApiError && failure.status !== 500 ? failure.message : t('common.networkError'),
      });
      return false;
    } finally {
      setBusy(false);
    }
  }

  const importedText = (result: unknown) => {
    const r = result as { BlockedNights: number; Conflicts: unknown[] };
    return r.Conflicts.length
      ? t('ical.importedWithConflicts', { nights: r.BlockedNights, count: r.Conflicts.length })
      : t('ical.imported', { count: r.BlockedNights });
  };

  const importUrl = urlForm.onSubmit(async (feed) => {
    if (await run(() => calendarApi.importUrl(rv.Id, feed.Name, feed.Url), importedText)) urlForm.setValues({ Name: '', Url: '' });
  });

  const importFile = fileForm.onSubmit(async (calendar) => {
    if (await run(() => calendarApi.importFile(rv.Id, calendar.Name, calendar.Content), importedText)) {
      fileForm.setValues({ Name: '', File: null });
      // A new input: the file imported is no longer chosen.
      setFileInputKey((key) => key + 1);
    }
  });
  const fileProblem = fileForm.message('File');

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-lg border border-border p-4">
      <h2 id={headingId} className="font-display text-xl font-semibold">
        {t('ical.title', { rv: rv.Name })}
      </h2>
      {notice ? (
        <Banner tone={notice.tone} onDismiss={() => setNotice(null)} dismissLabel={t('common.close')}>
          {notice.text}
        </Banner>
      ) : null}
      {rv.Conflicts.length ? (
        <Banner tone="warning" title={t('ical.conflictsTitle', { count: rv.Conflicts.length })}>
          <ul className="list-disc ps-5" data-testid="ical-conflicts">
            {rv.Conflicts.map((conflict) => (
              <li key={conflict.Id}>
                {t('ical.conflictLine', {
                  feed: conflict.FeedName,
                  when: rangeText(dateText, conflict.StartDate, conflict.EndDate),
                  booking: conflict.BookingId ?? '',
                  summary: conflict.Summary,
                })}
              </li>
            ))}
          </ul>
        </Banner>
      ) : null}

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('ical.exportTitle')}</h3>
        <p className="text-sm text-muted-foreground">{t('ical.exportHelp')}</p>
        {/* The whole address on lines of its own at every width (wrapped, never cut); Copy says "Copied" in a live region. */}
        <TextArea
          label={t('ical.exportLabel')}
          value={shownUrl}
          isReadOnly
          rows={2}
          resize="none"
          className="w-full"
          inputClassName="font-mono text-sm break-all"
        />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => {
              setCopied(null);
              void navigator.clipboard?.writeText(shownUrl).then(
                () => setCopied('done'),
                () => setCopied('failed'),
              );
            }}
          >
            <CopyIcon aria-hidden="true" />
            {t('ical.copy')}
          </Button>
          <Button
            variant="ghost"
            disabled={busy}
            onClick={() =>
              void run(
                async () => {
                  setExportUrl((await calendarApi.resetExport(rv.Id)).ICalExportUrl);
                },
                () => t('ical.resetDone'),
              )
            }
          >
            {t('ical.reset')}
          </Button>
          <output
            aria-live="polite"
            data-testid="ical-copied"
            className={copied === 'failed' ? 'text-sm text-destructive' : 'text-sm font-semibold text-success-foreground'}
          >
            {copied === 'done' ? t('ical.copied') : copied === 'failed' ? t('ical.copyFailed') : ''}
          </output>
        </div>
      </div>

      <form noValidate onSubmit={importUrl} className="flex flex-col gap-2" aria-labelledby={`${headingId}-url`}>
        <h3 id={`${headingId}-url`} className="font-semibold">
          {t('ical.importUrlTitle')}
        </h3>
        <div className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start">
          <TextField label={t('ical.feedName')} {...urlForm.field('Name')} />
          <TextField label={t('ical.feedUrl')} type="url" {...urlForm.field('Url')} />
          <Button type="submit" className="sm:mt-6" loading={busy}>
            {t('ical.importUrl')}
          </Button>
        </div>
      </form>

      <form noValidate onSubmit={importFile} className="flex flex-col gap-2" aria-labelledby={`${headingId}-file`}>
        <h3 id={`${headingId}-file`} className="font-semibold">
          {t('ical.importFileTitle')}
        </h3>
        <div className="grid gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto] sm:items-start">
          <TextField label={t('ical.feedName')} {...fileForm.field('Name')} />
          <div className="flex flex-col gap-1">
            <label htmlFor={`${headingId}-input`} className="text-sm font-medium">
              {t('ical.file')}
            </label>
            <FileInput
              key={fileInputKey}
              id={`${headingId}-input`}
              accept=".ics,text/calendar"
              aria-describedby={fileProblem ? `${headingId}-file-error` : undefined}
              aria-invalid={fileProblem ? true : undefined}
              onChange={(event) => fileForm.set('File')(event.currentTarget.files?.[0] ?? null)}
            />
            {fileProblem ? (
              <p id={`${headingId}-file-error`} className="text-sm text-destructive">
                {fileProblem}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="sm:mt-6" loading={busy}>
            {t('ical.importFile')}
          </Button>
        </div>
      </form>

      <div className="flex flex-col gap-2">
        <h3 className="font-semibold">{t('ical.feedsTitle')}</h3>
        {rv.Feeds.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('ical.noFeeds')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {rv.Feeds.map((feed) => (
              <li key={feed.Id} className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-border p-2 text-sm">
                <div>
                  <p className="font-medium">{feed.Name}</p>
                  <p className="text-muted-foreground">
                    {feed.Source === 'url' ? t('ical.fromUrl') : t('ical.fromFile')}
                    {feed.LastSyncedAt ? ` · ${t('ical.synced', { when: formatRelativeTime(new Date(feed.LastSyncedAt), locale) })}` : ''}
                  </p>
                  {feed.LastError ? <p className="text-destructive">{feed.LastError}</p> : null}
                </div>
                <div className="flex gap-2">
                  {feed.Source === 'url' ? (
                    <Button
                      size="sm"
                      variant="secondary"
                      disabled={busy}
                      onClick={() => void run(() => calendarApi.refresh(rv.Id, feed.Id), importedText)}
                    >
                      {t('ical.refresh')}
                      <span className="sr-only"> {feed.Name}</span>
                    </Button>
                  ) : null}
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => calendarApi.removeFeed(rv.Id, feed.Id),
                        () => t('ical.removed', { name: feed.Name }),
                      )
                    }
                  >
                    {t('ical.remove')}
                    <span className="sr-only"> {feed.Name}</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
