/** Where the recommendations' code found country names before they moved to the shared component. */
export { countryName } from '@/components/availability/country-name';
