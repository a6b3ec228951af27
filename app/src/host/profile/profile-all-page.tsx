// profile/*: the empty catch-all of the profile (spec 000): an address under the profile that names no section
// shows the sections to choose from.
import { useTranslation } from 'react-i18next';
import { ProfileFrame } from './profile-nav.tsx';

export default function ProfileAllPage() {
  const { t } = useTranslation('host');
  return (
    <ProfileFrame title={t('profile.allTitle')} intro={t('profile.allIntro')}>
      <p className="text-muted-foreground">{t('profile.allHint')}</p>
    </ProfileFrame>
  );
}
