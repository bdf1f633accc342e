import { cn } from '@/lib/cn';

/** A partner's logo as its record gives it: uploaded by an editor, square WebP sizes with their srcset. */
export type PartnerLogoImage = Readonly<{ url: string; width: number; height: number; srcset: string }>;

/**
 * The logo an editor uploaded for a partner, or nothing: we never fetch or draw one. The partner's name is
 * always written beside it, so the image is decorative (empty alt). `size` is the box in CSS pixels.
 */
export function PartnerLogo({
  logo,
  size = 48,
  eager = false,
  className,
}: {
  logo: PartnerLogoImage | null | undefined;
  size?: number;
  eager?: boolean;
  className?: string;
}) {
  if (!logo) return null;
  return (
    <img
      src={logo.url}
      srcSet={logo.srcset}
      sizes={`${size}px`}
      width={size}
      height={size}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      data-testid="partner-logo"
      className={cn('shrink-0 rounded-lg bg-white object-contain dark:bg-slate-100', className)}
      style={{ width: size, height: size }}
    />
  );
}
