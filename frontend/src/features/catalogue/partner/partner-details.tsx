import { AVAILABILITY_TYPES } from '@coinatlas/domain/availability/availability';
import type { PartnerType } from '@coinatlas/domain/partners/partner';
import { useTranslation } from '@/i18n/react';
import type { ContentPartner } from '@/lib/api/content-queries';
import { useVisitorCountry } from '@/lib/region/use-region';
import { About } from './partner-about';
import { Countries } from './partner-countries';
import { textsOf } from './partner-shared';
import { Section } from './partner-sections';

/**
 * A partner's page under its key facts (and an exchange's fees, payment methods and licences): the countries
 * it serves, its own words. Below the first screen on a phone, so the page loads this code as it comes near
 * the screen (hydrateOnView in partner-page.tsx); the server renders it with the rest. The rest of the page
 * (offers, review, roles, alternatives) is PartnerMore, loaded the same way.
 */
export function PartnerDetails({ partner: p }: { partner: ContentPartner }) {
  const { t } = useTranslation('partner');
  const type = p.type;
  const texts = textsOf(p);
  // The visitor's confirmed country (null on the server and during hydration): its line comes first.
  const visitor = useVisitorCountry().country;
  const availability = (AVAILABILITY_TYPES as readonly PartnerType[]).includes(type)
    ? ((p as { availability?: Parameters<typeof Countries>[0]['entries'] }).availability ?? [])
    : undefined;
  return (
    <>
      {availability && (
        <Section id="countries" title={t('sections.countries')} testId="countries">
          <Countries name={p.name} entries={availability} visitor={visitor} />
        </Section>
      )}

      <About partner={p} texts={texts} />
    </>
  );
}
