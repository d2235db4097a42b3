import { storeLink } from "@contract/store-links";
import { appEnv } from "~/lib/env.server";

/** The lender's details the legal texts fill in ({company}, {secNo}, ...), from configuration. */
export function companyDetails() {
  const env = appEnv();
  return {
    company: env.COMPANY_NAME,
    secNo: env.COMPANY_SEC_NO,
    caNo: env.COMPANY_CA_NO,
    address: env.COMPANY_ADDRESS,
    email: env.SUPPORT_EMAIL,
    phone: env.SUPPORT_PHONE,
    officer: env.GRIEVANCE_OFFICER,
  };
}
export type CompanyDetails = ReturnType<typeof companyDetails>;

/**
 * What the footer of every borrower page shows (SEC M.C. No. 19, s. 2019; docs/decisions/170) and
 * the regulators' addresses the rights notices link to, from configuration.
 */
export function lenderIdentity() {
  const env = appEnv();
  return {
    name: env.COMPANY_NAME,
    secNo: env.COMPANY_SEC_NO,
    caNo: env.COMPANY_CA_NO,
    cicUrl: env.CIC_RIGHTS_URL,
    sec: { url: env.SEC_COMPLAINT_URL, website: env.SEC_WEBSITE_URL, email: env.SEC_COMPLAINT_EMAIL },
  };
}
export type LenderIdentity = ReturnType<typeof lenderIdentity>;

/** The app's store pages to link to, "" where none is configured or the value is a placeholder (docs/decisions/271). */
export function appStores() {
  const env = appEnv();
  return { googlePlay: storeLink(env.PLAY_STORE_URL), appStore: storeLink(env.APP_STORE_URL) };
}
export type AppStores = ReturnType<typeof appStores>;
