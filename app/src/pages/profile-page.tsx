// /profile/{id}: the id is digits only (the loader cleans anything else before this renders).
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { SimplePage } from '../layout/simple-page.tsx';

export default function ProfilePage() {
  const { t } = useTranslation();
  const { id } = useParams();
  return (
    <SimplePage>
      <p className="text-muted-foreground" data-testid="profile-id">
        {t('pages.profileId', { id })}
      </p>
    </SimplePage>
  );
}
