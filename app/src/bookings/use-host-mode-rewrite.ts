// The host-mode rewrite of spec 001 section 2, applied once a booking page knows the booking's owner:
// outside host mode, a booking with no owner id or owned by the user moves to /host/..., keeping the query.
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { hostModeRewrite } from '../routes/owner-guards.ts';
import { useSession } from '../api/session-store.ts';

export function useHostModeRewrite(booking: { OwnerId?: number | null } | undefined): void {
  const { dashboard = 'dashboard' } = useParams();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const userId = useSession().user?.id;
  useEffect(() => {
    if (!booking) return;
    const target = hostModeRewrite({ dashboard, bookingOwnerId: booking.OwnerId, userId, pathname, search });
    if (target) navigate(target, { replace: true });
  }, [booking, dashboard, userId, pathname, search, navigate]);
}
