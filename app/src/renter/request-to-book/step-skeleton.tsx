// What a booking step shows while its code loads on a page the browser renders.
import { Skeleton } from '@rove/ui';

export function StepSkeleton() {
  return (
    <div className="flex flex-col gap-4" aria-hidden="true">
      <Skeleton className="h-8 w-1/3" />
      <Skeleton className="h-12 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
