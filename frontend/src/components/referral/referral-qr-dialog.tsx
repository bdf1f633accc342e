import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '@/i18n/react';
import { Dialog, DialogContent } from '@/components/ui/dialog';

/** A 200 px QR code at error-correction level H, with a margin; encodes the referral url and shows the code. */
export const QR_SIZE = 200;
export const QR_LEVEL = 'H';
export const QR_MARGIN = 4;

export default function ReferralQrDialog({
  open,
  onOpenChange,
  name,
  code,
  url,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  name: string;
  code: string;
  url: string;
}) {
  const { t } = useTranslation('referrals');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('widget.qrTitle', { name })} description={t('widget.qrDescription')} className="max-w-sm">
        <div className="mt-4 flex flex-col items-center gap-4 text-center">
          {/* Always dark on white: scanners need the contrast, whatever the theme. */}
          <div className="rounded-lg bg-white p-2 shadow-sm ring-1 ring-slate-200">
            <QRCodeSVG
              value={url}
              size={QR_SIZE}
              level={QR_LEVEL}
              marginSize={QR_MARGIN}
              bgColor="#ffffff"
              fgColor="#000000"
              title={t('widget.qrImageTitle', { name })}
              data-testid="referral-qr"
            />
          </div>
          <div>
            <p className="text-xs font-medium uppercase tracking-wide text-slate-600 dark:text-slate-300">{t('widget.label')}</p>
            <p className="mt-1 font-mono text-lg font-semibold" data-testid="referral-qr-code">
              {code}
            </p>
          </div>
          <p className="max-w-full break-all text-xs text-slate-600 dark:text-slate-300">{url}</p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
