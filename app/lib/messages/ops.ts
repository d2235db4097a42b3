/** The ops console's login page. */
export const opsLogin = {
  pageTitle: "Ops console login",
  intro: "Enter the ops console password to answer complaints and data requests, mark refunds and read the promotion funnel.",
  password: "Password",
  submit: "Log in",
  passwordRequired: "Please enter the password.",
  wrongPassword: "Wrong ops password.",
  logOut: "Log out",
} as const;

/** The console's navigation on every ops page (agents' tool: English only). */
export const opsNav = {
  label: "Ops console",
  complaints: "Complaints",
  refunds: "Refunds",
  dataRequests: "Data requests",
  funnel: "Promotion funnel",
  logOut: "Log out",
} as const;
