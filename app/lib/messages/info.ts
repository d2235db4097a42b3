/**
 * Customer service, the public site, the joint-login-failure page, the order and product lists, and
 * the test preview. The legal documents the information pages show are in `legal.ts`.
 */

import { contactRefusals } from "@contract/texts/contact-refusals";

/** The SMS reminders switch, on customer service and on My data (docs/decisions/182). */
export const reminderSwitch = {
  title: "SMS payment reminders",
  explain:
    "We text you 3 days and 1 day before your due date, on the day, and 1, 3 and 7 days after it while it is unpaid: only between 8:00 and 20:00, at most one a day.",
  lawful: "Receipts for your payments and the other notices the law requires are sent either way.",
  stateOn: "Reminders are on.",
  stateOff: "Reminders are off.",
  turnOff: "Turn reminders off",
  turnOn: "Turn reminders on",
  savedOn: "Saved: we will send you payment reminders.",
  savedOff: "Saved: we will not send you payment reminders.",
};

export const info = {
  /** What a translated legal document says at its top (the English original never shows it). */
  translationNotice: "This is a translation for your reference. If it differs from the English text, the English text prevails.",
  customerService: {
    pageTitle: "Customer service",
    intro: "We are here to help, every day from 8:00 to 20:00.",
    // The spec's smWa ("online-service contact") is a phone number the page dials: named as such.
    online: "Phone",
    email: "Email",
    call: "Call customer service",
    writeEmail: "Write us an email",
    myAccount: "Back to my account",
    myData: "My data: see, download, correct or erase it",
    /** The SMS payment reminders switch (docs/decisions/182). */
    reminders: reminderSwitch,
  },
  site: {
    brandTagline: "Fair, fast loans for every Filipino",
    nav: { home: "Home", about: "About Us", contact: "Contact Us", privacy: "Privacy Policy", terms: "Loan Terms And Conditions" },
    navLabel: "Site sections",
    heroTitle: "Cash when you need it, terms you can read",
    // Figures by name only: filled from the catalogue and the rules (docs/decisions/116).
    heroBody:
      "Borrow {amountRange} from your phone. A decision within {decisionTime}, the money in your bank or e-wallet within {payoutTime} after you accept, and every fee shown before you accept.",
    /**
     * The first step: with a link to each configured store, else the web sign-up's link
     * (PLAY_STORE_URL, APP_STORE_URL; docs/decisions/271). The store names are names.
     */
    stepDownload: "Download the app and sign up with your mobile number:",
    stepSignUp: "Sign up with your mobile number",
    heroSteps: ["Apply in minutes with one valid ID", "Get your decision within {decisionTime}", "Receive the money in your account"],
    stepsTitle: "How it works",
    featuresTitle: "Why {company}",
    contactTitle: "Contact Us",
    contactIntro: "Send us a message and our team will get back to you within 1 business day.",
    name: "Name",
    telephone: "Telephone",
    email: "Email",
    remark: "Message",
    submit: "Submit",
    /** Also the backend's refusal of a missing field (`contactIncomplete`, backend.ts). */
    incomplete: contactRefusals.incomplete,
    // Beside each empty field, the sentence above shown once for the form (issue 40).
    missingField: "Required",
    // The acknowledgement after sending (issue 40 W2): the reference the agents see too.
    successReference: (reference: string) =>
      `We received your message. Your reference is ${reference}; quote it if you write or call us. We will reply within 1 business day.`,
    footer: "© {year} {company}. SEC Registration No. {secNo}. Certificate of Authority No. {caNo}.",
  },
  jointLogin: {
    pageTitle: "Sign-in failed",
    recommendedTitle: "You can also apply for",
  },
  orders: {
    pageTitle: "My orders",
    empty: "You have no orders yet.",
    browse: "See recommended products",
    applyDate: "Applied",
    amount: "Amount",
    dueDate: "Due",
    myData: "My data",
  },
  recommend: { pageTitle: "Recommended products", empty: "No products are open right now. Please check again later." },
  product: {
    pageTitle: "Product details",
    otherLoans: "See other loans",
    amount: "Loan amount",
    term: "Loan term",
    rate: "Interest rate",
    fee: "Service fee",
    apply: "Apply now",
    closed: "This product is not open for applications right now.",
    missing: "This link has no valid product. Please choose a product from the list.",
  },
  testPreview: {
    pageTitle: "Test preview",
    intro: "Tester tool: fill in the values, then open a page with them as query parameters.",
    fields: {
      appVersion: "App version",
      deviceName: "Device name",
      deviceId: "Device id",
      osVersion: "OS version",
      sessionId: "Session id",
      advertisingId: "Advertising id",
      productId: "Product id",
      orderId: "Order id",
      userId: "User id",
    },
    pagesTitle: "Pages",
    tiles: {
      confirm: "Confirm loan",
      details: "Loan details",
      repay: "Repayment",
      extend: "Extension repayment",
      bind: "Bind bank",
      about: "About us",
      complaint: "Complaint",
      service: "Customer service",
      privacy: "Privacy policy",
      instructions: "Repayment instructions",
    },
    photo: "Photo",
    photoChosen: "Chosen: {name} ({size} KB)",
    contact: "Contact",
    contactSubmit: "Show what would be sent",
    contactShown: "Would send: {value}",
    location: "Get location",
    locationUnavailable: "Location is not available in this browser.",
    locationDenied: "Location was not shared: {reason}",
    locationResult: "Latitude {lat}, longitude {lng}",
  },
} as const;
