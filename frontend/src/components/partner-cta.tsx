import type { AnchorHTMLAttributes, ReactNode } from 'react';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { Button, type ButtonProps } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { OutboundLink } from './outbound-link';
import { PartnerDisclosure } from './partner-disclosure';

export { PartnerDisclosure };

type CtaProps = {
  type: PartnerType;
  id: string;
  children: ReactNode;
  /** the wrapper of the link and its disclosure */
  className?: string;
  /** drawn as a Button of this size and variant; else a plain link with `linkClassName` */
  button?: Pick<ButtonProps, 'size' | 'variant' | 'className'>;
  linkClassName?: string;
  disclosureClassName?: string;
  /** a disclosure worded for the place (default: "Sponsored link: CoinAtlas may earn a commission.") */
  disclosure?: string;
  disclosureTestId?: string;
} & Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href' | 'target' | 'rel' | 'className' | 'children'>;

/**
 * A partner call to action: the tracked /go/ link (new tab, rel="sponsored noopener") with the short
 * disclosure right beside it. Every page that links to a partner uses this, so no partner link goes out
 * without its disclosure.
 */
export function PartnerCta({
  type,
  id,
  children,
  className,
  button,
  linkClassName,
  disclosureClassName,
  disclosure,
  disclosureTestId,
  ...rest
}: CtaProps) {
  const link = (
    <OutboundLink type={type} id={id} className={button ? undefined : linkClassName} {...rest}>
      {children}
    </OutboundLink>
  );
  return (
    <span data-partner-cta="" className={cn('inline-flex max-w-full flex-col items-start gap-1', className)}>
      {button ? (
        <Button asChild size={button.size} variant={button.variant} className={button.className}>
          {link}
        </Button>
      ) : (
        link
      )}
      <PartnerDisclosure className={disclosureClassName} text={disclosure} testId={disclosureTestId} />
    </span>
  );
}
