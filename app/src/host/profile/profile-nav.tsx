// The profile's sections, as a navigation list (the current one marked).
import { useTranslation } from 'react-i18next';
import { NavLink, useParams } from 'react-router';
import { useLocalePath } from '../../routes/use-locale-path.ts';

const sections = [
  ['dashboard-profile', 'profile'],
  ['dashboard-profile-goals', 'goals'],
  ['dashboard-profile-payout', 'payout'],
  ['dashboard-profile-payment', 'payment'],
  ['dashboard-profile-drivers', 'drivers'],
  ['dashboard-profile-notifications', 'notifications'],
  ['dashboard-profile-message-templates', 'messageTemplates'],
] as const;

export function ProfileNav() {
  const { t } = useTranslation('host');
  const to = useLocalePath();
  const { dashboard = 'dashboard' } = useParams();
  return (
    <nav aria-label={t('profile.nav')} className="border-b border-border pb-2">
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {sections.map(([route, key]) => (
          <li key={route}>
            <NavLink
              end
              to={to(route, { dashboard })}
              className={({ isActive }) =>
                isActive ? 'font-semibold text-foreground underline underline-offset-4' : 'text-muted-foreground hover:text-foreground'
              }
            >
              {t(`profile.sections.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function ProfileFrame({ title, intro, children }: { title: string; intro?: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:px-6">
      <ProfileNav />
      <header>
        <h1 className="font-display text-3xl font-semibold">{title}</h1>
        {intro ? <p className="text-sm text-muted-foreground">{intro}</p> : null}
      </header>
      {children}
    </div>
  );
}
