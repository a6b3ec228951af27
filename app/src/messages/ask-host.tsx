// "Ask the host a question" on the listing page: a signed-in renter writes to the host before booking. Signed out,
// the button goes to sign-in and back. The question box loads on the first click (the listing page stays light).
import { Button } from '@rove/ui';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocalePath } from '../routes/use-locale-path.ts';
import { withQuery } from '../routes/path-for.ts';
import { useSession } from '../api/session-store.ts';

const AskHostDialog = lazy(() => import('./ask-host-dialog.tsx'));

export function AskHost({ rvId, hostId, hostName }: { rvId: number; hostId: number; hostName: string }) {
  const { t } = useTranslation('messages');
  const to = useLocalePath();
  const location = useLocation();
  const session = useSession();
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);

  if (session.status !== 'authenticated') {
    return (
      <Button asChild variant="outline" className="w-full">
        <Link to={withQuery(to('signin'), { redirect: location.pathname + location.search })}>{t('ask.signIn')}</Link>
      </Button>
    );
  }
  if (session.user?.id === hostId) return <p className="text-center text-sm text-muted-foreground">{t('ask.ownRv')}</p>;
  return (
    <>
      <Button
        variant="outline"
        className="w-full"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {t('ask.button')}
      </Button>
      {wanted ? (
        <Suspense fallback={null}>
          <AskHostDialog rvId={rvId} hostName={hostName} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
