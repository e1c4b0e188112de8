import type { AreaPages } from '../../../lib/routing/area-pages';
import { termsPage } from './terms-page';

/**
 * The terms area's screens (약관), by route id (see app/route-map.ts); this module is the area's
 * lazily loaded chunk. Each shows its document from terms.texts.ts with the terms version.
 */
export const pages: AreaPages = {
  AgreeTermsOfPres: termsPage('AgreeTermsOfPres'),
  AgreeTermsOfPay: termsPage('AgreeTermsOfPay'),
  AgreeOfElecFinance: termsPage('AgreeOfElecFinance'),
  AgreeOfPersonalInfo: termsPage('AgreeOfPersonalInfo'),
  AgreeOfProvision: termsPage('AgreeOfProvision'),
  PrivacyPolicy: termsPage('PrivacyPolicy'),
  ServiceTerms: termsPage('ServiceTerms'),
  MarketingConsent: termsPage('MarketingConsent'),
};
