import { appEnv } from "./env.server";

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
