/** The ops console's login page. */
export const opsLogin = {
  pageTitle: "Ops console login",
  intro: "Enter the ops console password to see complaints and the promotion funnel.",
  password: "Password",
  submit: "Log in",
  passwordRequired: "Please enter the password.",
  wrongPassword: "Wrong ops password.",
  logOut: "Log out",
} as const;
