import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/button/button.tsx';
import { CloseIcon } from '../../icons/index.ts';
import { cn } from '../../lib/cn.ts';
import { defineMessages, useMessages } from '../../provider/ui-provider.tsx';
import type { RenderLink } from '../error-page/error-page.tsx';

export const devToolsPanelMessages = defineMessages({
  en: {
    region: 'Developer tools',
    open: 'Developer tools',
    close: 'Close developer tools',
    environment: 'Environment',
    rum: 'Real-user monitoring',
    on: 'On',
    off: 'Off',
    session: 'Session id',
    none: 'None',
    overrides: 'Experiment overrides',
    noOverrides: 'No overrides.',
    links: 'Links',
    clientErrors: 'Client errors dashboard',
    serverErrors: 'Server errors dashboard',
    experiments: 'Experiments',
  },
  fr: {
    region: 'Outils de développement',
    open: 'Outils de développement',
    close: 'Fermer les outils de développement',
    environment: 'Environnement',
    rum: 'Surveillance des utilisateurs réels',
    on: 'Activée',
    off: 'Désactivée',
    session: 'Identifiant de session',
    none: 'Aucun',
    overrides: 'Remplacements d’expériences',
    noOverrides: 'Aucun remplacement.',
    links: 'Liens',
    clientErrors: 'Tableau des erreurs client',
    serverErrors: 'Tableau des erreurs serveur',
    experiments: 'Expériences',
  },
});

export interface DevToolsPanelProps {
  environment: string;
  /** Whether the real-user-monitoring session is enabled. */
  rumEnabled: boolean;
  sessionId: string | null;
  /** Experiment name to forced variant, from the experiment-override cookie. */
  overrides: Readonly<Record<string, string>>;
  links: { clientErrors: string; serverErrors: string; experiments: string };
  renderLink?: RenderLink;
  defaultOpen?: boolean;
  /** Lays the panel out in the flow instead of floating over the page (docs, screenshots). */
  inline?: boolean;
  className?: string;
}

const defaultRenderLink: RenderLink = ({ href, className, children }) => (
  <a href={href} className={className}>
    {children}
  </a>
);

/** The floating developer panel: environment, monitoring, session, experiment overrides and links. */
function DevToolsPanel({
  environment,
  rumEnabled,
  sessionId,
  overrides,
  links,
  renderLink = defaultRenderLink,
  defaultOpen = false,
  inline = false,
  className,
}: DevToolsPanelProps) {
  const t = useMessages(devToolsPanelMessages);
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const titleId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const sectionRef = useRef<HTMLElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    requestAnimationFrame(() => toggleRef.current?.focus());
  }, []);
  // Escape anywhere in the open panel closes it (a listener on the panel, which is not itself a control).
  useEffect(() => {
    const section = sectionRef.current;
    if (!open || !section) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      close();
    };
    section.addEventListener('keydown', onKeyDown);
    return () => section.removeEventListener('keydown', onKeyDown);
  }, [open, close]);
  const entries = Object.entries(overrides);
  const linkClass = 'font-semibold text-primary underline underline-offset-4 hover:text-primary-hover';
  return (
    <aside
      aria-label={t.region}
      data-slot="dev-tools-panel"
      className={cn(
        'flex flex-col items-start gap-2 font-body text-sm',
        inline ? 'relative' : 'fixed start-4 bottom-4 z-popover',
        className,
      )}
    >
      {open ? (
        <section
          id={panelId}
          aria-labelledby={titleId}
          className="relative w-80 max-w-[calc(100vw-2rem)] rounded-xl border border-border bg-surface p-4 text-surface-foreground shadow-xl"
          ref={sectionRef}
        >
          <h2 id={titleId} className="pe-10 font-semibold">
            {t.region}
          </h2>
          <Button variant="ghost" size="sm" className="absolute end-2 top-2 size-9 px-0" aria-label={t.close} onClick={close}>
            <CloseIcon aria-hidden="true" />
          </Button>
          <dl className="mt-3 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1.5">
            <dt className="text-muted-foreground">{t.environment}</dt>
            <dd className="font-mono">{environment}</dd>
            <dt className="text-muted-foreground">{t.rum}</dt>
            <dd data-rum={rumEnabled ? 'on' : 'off'}>{rumEnabled ? t.on : t.off}</dd>
            <dt className="text-muted-foreground">{t.session}</dt>
            <dd className="font-mono break-all">{sessionId ?? t.none}</dd>
          </dl>
          <h3 className="mt-4 font-semibold">{t.overrides}</h3>
          {entries.length === 0 ? (
            <p className="mt-1 text-muted-foreground">{t.noOverrides}</p>
          ) : (
            <dl className="mt-1 grid grid-cols-[1fr_max-content] gap-x-4 gap-y-1 font-mono text-xs">
              {entries.map(([name, variant]) => (
                <div key={name} className="contents">
                  <dt className="break-all">{name}</dt>
                  <dd>{variant}</dd>
                </div>
              ))}
            </dl>
          )}
          <h3 className="mt-4 font-semibold">{t.links}</h3>
          <ul className="mt-1 flex flex-col gap-1">
            <li>{renderLink({ href: links.clientErrors, className: linkClass, children: t.clientErrors })}</li>
            <li>{renderLink({ href: links.serverErrors, className: linkClass, children: t.serverErrors })}</li>
            <li>{renderLink({ href: links.experiments, className: linkClass, children: t.experiments })}</li>
          </ul>
        </section>
      ) : null}
      <Button
        ref={toggleRef}
        variant="secondary"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        className="shadow-md"
      >
        {t.open}
        <span className="rounded bg-surface px-1.5 py-0.5 font-mono text-xs text-surface-foreground">{environment}</span>
      </Button>
    </aside>
  );
}

export { DevToolsPanel };
