/** The ops console's login page. */
export const opsLogin = {
  pageTitle: "Ops console login",
  intro:
    "Enter the ops console password to answer complaints, contact messages and data requests, mark refunds and read the promotion funnel.",
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
  contactMessages: "Contact messages",
  funnel: "Promotion funnel",
  logOut: "Log out",
} as const;

/** The public site's contact messages (/ops/contact-messages, issue 40 W2). */
export const opsContactMessages = {
  pageTitle: "Contact messages",
  intro:
    "Messages sent through the public site's contact form. The site promises a reply within 1 business day: answer by email or phone, then mark the message answered. Unanswered messages come first, newest on top.",
  unanswered: (count: number) => (count === 1 ? "1 message waits for an answer." : `${count} messages wait for an answer.`),
  none: "No contact messages.",
  sentAt: "Sent",
  waiting: "Unanswered",
  answered: (by: string, at: string) => `Answered by ${by}, ${at}`,
  agent: "Your name",
  markAnswered: "Mark answered",
  saved: (reference: string) => `${reference} marked answered.`,
} as const;
