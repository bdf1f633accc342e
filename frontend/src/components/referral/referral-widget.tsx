import { Check, Copy, Gift, QrCode } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/react';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toast-store';
import { track } from '@/lib/analytics';
import { useReferralCode, type ReferralCode } from '@/lib/api/referral-code-queries';
import { cn } from '@/lib/cn';

const ReferralQrDialog = lazy(() => import('./referral-qr-dialog'));

export type ReferralWidgetProps = {
  type: PartnerType;
  entityId: string;
  /** Shown in the heading, e.g. 'Get Started with Cryptohopper'. */
  title?: string;
  className?: string;
};

/** How long the button says 'Copied' after copying. */
export const COPIED_MS = 2000;

/** Purely visual (the widget may turn out hidden, so nothing is announced while it loads). */
function Placeholder({ className }: { className?: string }) {
  return (
    <div
      aria-hidden
      data-referral-placeholder=""
      className={cn('h-[4.5rem] animate-pulse rounded-lg bg-slate-100 dark:bg-slate-800', className)}
    />
  );
}

function Widget({ type, entityId, title, className, code }: ReferralWidgetProps & { code: ReferralCode }) {
  const { t } = useTranslation('referrals');
  const [copied, setCopied] = useState(false);
  const [qrOpen, setQrOpen] = useState(false);
  const codeRef = useRef<HTMLElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const codeId = useId();
  useEffect(() => () => clearTimeout(timer.current), []);

  const selectCode = () => {
    const el = codeRef.current;
    const selection = window.getSelection();
    if (!el || !selection) return;
    selection.selectAllChildren(el);
  };

  const copy = async () => {
    track({ name: 'copy_referral_code', category: type, label: entityId });
    try {
      if (!navigator.clipboard?.writeText) throw new Error('clipboard unavailable');
      await navigator.clipboard.writeText(code.code);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
      toast({ title: t('widget.copiedTitle'), description: t('widget.copiedDescription') });
    } catch {
      selectCode();
      toast({ title: t('widget.copyFailedTitle'), description: t('widget.copyFailedDescription'), variant: 'destructive' });
    }
  };

  const openQr = () => {
    track({ name: 'open_qr_code', category: type, label: entityId });
    setQrOpen(true);
  };

  return (
    <div
      data-referral-widget={`${type}/${entityId}`}
      className={cn(
        'rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-slate-900 dark:border-emerald-800 dark:bg-emerald-950/40 dark:text-slate-50',
        className,
      )}
    >
      {title && <p className="mb-2 text-sm font-semibold">{title}</p>}
      {code.discount && (
        <p className="mb-2 flex items-start gap-1.5 text-sm text-emerald-900 dark:text-emerald-200">
          <Gift className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          <span>{code.discount}</span>
        </p>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <span id={codeId} className="text-xs font-medium uppercase tracking-wide text-slate-700 dark:text-slate-300">
          {t('widget.label')}
        </span>
        <code
          ref={codeRef}
          className="max-w-full select-all break-all rounded-md border border-dashed border-emerald-700 bg-white px-2 py-1 font-mono text-sm font-semibold dark:border-emerald-500 dark:bg-slate-900"
        >
          {code.code}
        </code>
        <div className="flex gap-2">
          <Button size="sm" variant="outline" onClick={copy} aria-describedby={codeId} className="bg-white dark:bg-slate-900">
            {copied ? <Check className="h-4 w-4" aria-hidden /> : <Copy className="h-4 w-4" aria-hidden />}
            {copied ? t('widget.copied') : t('widget.copy')}
          </Button>
          <Button size="sm" variant="outline" onClick={openQr} className="bg-white dark:bg-slate-900" aria-haspopup="dialog">
            <QrCode className="h-4 w-4" aria-hidden />
            {t('widget.qr')}
          </Button>
        </div>
      </div>
      {qrOpen && (
        <Suspense fallback={null}>
          <ReferralQrDialog open={qrOpen} onOpenChange={setQrOpen} name={code.name} code={code.code} url={code.url} />
        </Suspense>
      )}
    </div>
  );
}

/** Referral code, copy button and QR dialog for one entity; renders nothing without an active code. */
export function ReferralWidget(props: ReferralWidgetProps) {
  // The lookup starts at once, while the widget's texts may still be loading.
  const { data: code, isPending, isError } = useReferralCode(props.type, props.entityId);
  if (isPending) return <Placeholder className={props.className} />;
  // Nothing to show without an active code and its url, or when the lookup failed.
  if (isError || !code) return null;
  return (
    <Suspense fallback={<Placeholder className={props.className} />}>
      <Widget {...props} code={code} />
    </Suspense>
  );
}
