import type { RefObject } from 'react';
import type { Blocker } from 'react-router-dom';
import { Button } from '@/components/ui/button';

/** Asked while a link would leave an editor with unsaved changes (useLeaveGuard's blocker); staying is focused. */
export function LeaveDialog({
  blocker,
  stayRef,
  uid,
  text,
}: {
  blocker: Blocker;
  stayRef: RefObject<HTMLButtonElement | null>;
  uid: string;
  text: string;
}) {
  if (blocker.state !== 'blocked') return null;
  return (
    <div
      role="alertdialog"
      aria-labelledby={`${uid}-leave`}
      className="mt-4 rounded-lg border border-amber-400 bg-amber-50 p-4 text-amber-950 dark:border-amber-600 dark:bg-amber-950 dark:text-amber-50"
    >
      <p id={`${uid}-leave`} className="font-medium">
        {text}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button ref={stayRef} size="sm" variant="outline" onClick={() => blocker.reset()}>
          Stay and keep editing
        </Button>
        <Button size="sm" variant="destructive" onClick={() => blocker.proceed()}>
          Leave without saving
        </Button>
      </div>
    </div>
  );
}
