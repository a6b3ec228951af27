// /experiments (minimal layout, reachable during maintenance): shows the flags and, outside production,
// lets a developer override them through the experiment-override cookie.
import { useTranslation } from 'react-i18next';
import { Button } from '@rove/ui';
import { cookies } from '@rove/contract/cookies';
import { readCookie } from '../lib/cookies.ts';
import { isProduction } from '../lib/environment.ts';
import { setFlagOverrides } from '../shell/flags/flag-overrides.ts';
import { defaultFlags, type Flags, parseFlagOverrides, useFlags } from '../shell/flags/flags-store.ts';

export default function ExperimentsPage() {
  const { t } = useTranslation();
  const flags = useFlags();
  const editable = !isProduction();
  const toggle = (name: keyof Flags) => {
    const overrides = { ...parseFlagOverrides(readCookie(cookies.experimentOverrides.name)), [name]: !flags[name] };
    setFlagOverrides(overrides);
  };
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="font-display text-4xl font-semibold">{t('pages.experimentsTitle')}</h1>
      <p className="mt-2 text-muted-foreground">{editable ? t('pages.experimentsEditable') : t('pages.experimentsReadOnly')}</p>
      <ul className="mt-6 divide-y divide-border rounded-lg border border-border bg-surface">
        {(Object.keys(defaultFlags) as (keyof Flags)[]).map((name) => (
          <li key={name} className="flex items-center justify-between gap-4 px-4 py-3">
            <code className="font-mono text-sm">{name}</code>
            {editable ? (
              <Button size="sm" variant={flags[name] ? 'primary' : 'outline'} aria-pressed={flags[name]} onClick={() => toggle(name)}>
                {flags[name] ? t('pages.on') : t('pages.off')}
                <span className="sr-only"> {name}</span>
              </Button>
            ) : (
              <span className="text-sm font-semibold">{flags[name] ? t('pages.on') : t('pages.off')}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
