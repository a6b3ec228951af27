// Links to the same page in the other language (translated path, same query). Pages without a French path
// stay where they are: the locale cookie, written before the navigation, switches their language.
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GlobeIcon } from '@rove/ui';
import { cookies } from '@rove/contract/cookies';
import { writeCookie } from '../lib/cookies.ts';
import { switchLocalePath } from '../routes/path-for.ts';
import { useLocale } from '../routes/use-locale-path.ts';

export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const location = useLocation();
  const target = locale === 'fr' ? 'en' : 'fr';
  return (
    <Link
      className={className}
      to={switchLocalePath(location.pathname, location.search, target)}
      hrefLang={target}
      lang={target === 'fr' ? 'fr-CA' : 'en'}
      onClick={() => writeCookie(cookies.locale.name, target, cookies.locale.maxAge)}
      data-testid="language-switch"
    >
      <GlobeIcon aria-hidden className="size-4" />
      <span>{t('header.otherLanguage')}</span>
    </Link>
  );
}
