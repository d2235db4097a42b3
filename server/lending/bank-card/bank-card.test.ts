import { describe, expect, it } from "vitest";
import { bankPlaces, bindFailureData, cardInit, FailureCode } from "@contract";
import { db } from "../../db";
import { createBorrower, createOrder } from "../../qa/factories";
import { useLendingApi } from "../../test/api";

const api = useLendingApi();

const CITY_MESSAGE = "Please choose your city or municipality from the list, for example “Quezon City, Metro Manila”.";
const HOLDER_MESSAGE = "Account holder name: please use letters, spaces and . , ' - only, as on the account.";

const bank = {
  cardType: "1",
  channelNumber: "90007",
  holderName: "Juan dela Cruz",
  bankCardNo: "1234 5678 9012",
  accountKind: "savings",
  birthday: "1990-05-17",
  city: "cebu city,  cebu",
};
const wallet = {
  cardType: "2",
  channelNumber: "90101",
  holderName: "Maria Santos",
  walletPhone: "0917 1234 567",
  accountKind: "verified",
  birthday: "1995-01-02",
  city: "Quezon City, Metro Manila",
};

describe("POST /v3/bind-card/card-init", () => {
  it("answers the form items with both card types and PH banks and e-wallets", async () => {
    const { query } = await createBorrower();
    const { body } = await api.post("/v3/bind-card/card-init", { productId: 1 }, query);
    // The documented wire names; the contract gives the web app plain ones.
    expect(body).toMatchObject({ code: 0, success: true });
    expect(body.data[1]).toMatchObject({
      code: "channelNumber",
      cate: "enum",
      cardTypeMi: 1,
      note: expect.arrayContaining([expect.objectContaining({ type: "90006", cardTypeMi: 1 })]),
    });
    const items = cardInit.data.parse(body.data);
    expect(items[1]).toMatchObject({
      code: "channelNumber",
      category: "enum",
      forCardType: 1,
      note: expect.arrayContaining([expect.objectContaining({ type: "90006", forCardType: 1 })]),
    });
    expect(items[1]).not.toHaveProperty("cate");
    const names = items.flatMap((i) => i.note.map((c) => c.name));
    expect(names).toEqual(
      expect.arrayContaining(["Bank account", "E-wallet", "BDO Unibank", "BPI (Bank of the Philippine Islands)", "GCash", "Maya"]),
    );
  });

  it("asks for a session", async () => {
    const { body } = await api.post("/v3/bind-card/card-init", {});
    expect(body.code).toBe(FailureCode.sessionExpired);
  });
});

describe("POST /v3/bind-card/bind-card-new and rebind-card", () => {
  it("stores a bank account and clears the bank-card dialog on the borrower's orders", async () => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 151, cardPop: true });
    const { body } = await api.post("/v3/bind-card/rebind-card", { ...bank, orderId: order.id, productId: order.productId }, query);
    expect(body).toMatchObject({ code: 0, success: true, data: { cardType: 1, institution: "BPI (Bank of the Philippine Islands)" } });
    const card = await db().bankCard.findFirstOrThrow({ where: { borrowerId: borrower.id } });
    expect(card).toMatchObject({ accountNumber: "123456789012", holderName: "Juan dela Cruz", channelNumber: "90007" });
    // The city is stored as the PSGC list writes it, with its code, whatever case was typed.
    expect(JSON.parse(card.fields)).toMatchObject({
      accountKind: "savings",
      city: "Cebu City, Cebu",
      cityPsgc: "0730600000",
      birthday: "1990-05-17",
    });
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).cardPopPending).toBe(false);
  });

  it("stores an e-wallet with its phone number", async () => {
    const { borrower, query } = await createBorrower();
    const { body } = await api.post("/v3/bind-card/bind-card-new", wallet, query);
    expect(body).toMatchObject({ code: 0, data: { cardType: 2, institution: "GCash" } });
    expect(await db().bankCard.findFirstOrThrow({ where: { borrowerId: borrower.id } })).toMatchObject({ accountNumber: "09171234567" });
  });

  it("takes a city's name alone when only one place has it, as the field's example shows (issue 30 item 17)", async () => {
    const { borrower, query } = await createBorrower();
    const { body } = await api.post("/v3/bind-card/bind-card-new", { ...wallet, city: "quezon city" }, query);
    expect(body).toMatchObject({ code: 0, success: true });
    const card = await db().bankCard.findFirstOrThrow({ where: { borrowerId: borrower.id } });
    expect(JSON.parse(card.fields)).toMatchObject({ city: "Quezon City, Metro Manila", cityPsgc: "1381300000" });
    // A name several places share is asked again, with an example, in the session's language.
    const fil = await api.post(
      "/v3/bind-card/bind-card-new",
      { ...wallet, city: "Quezon" },
      query.replace(/language=[^&]*/, "language=fil"),
    );
    expect(bindFailureData.parse(fil.body.data).fieldErrors.city).toBe(
      "Higit sa isang lugar ang may pangalang Quezon: piliin ang sa iyo mula sa listahan, halimbawa “Quezon, Bukidnon”.",
    );
  });

  it("asks for the Landbank branch code only when Landbank is chosen", async () => {
    const { query } = await createBorrower();
    const { body } = await api.post("/v3/bind-card/bind-card-new", { ...bank, channelNumber: "90009" }, query);
    expect(bindFailureData.parse(body.data).fieldErrors).toEqual({ branchCode: "Please fill in landbank branch code." });
  });

  it.each([
    ["letters in the bank number", { ...bank, bankCardNo: "1234abcd9012" }, { bankCardNo: "Bank account number: please use digits only." }],
    [
      "an 8-digit phone",
      { ...wallet, walletPhone: "09171234" },
      { walletPhone: "Please enter an 11-digit mobile number starting with 09." },
    ],
    ["a missing holder name", { ...bank, holderName: "" }, { holderName: "Please fill in account holder name." }],
    [
      "a wallet choice on a bank account",
      { ...bank, accountKind: "verified" },
      { accountKind: "This choice is not available for bank account. Please choose again." },
    ],
    ["a wallet channel on a bank account", { ...bank, channelNumber: "90101" }, { channelNumber: "Please choose bank from the list." }],
    ["a forged card type", { ...bank, cardType: "7" }, { cardType: "Please choose a bank account or an e-wallet." }],
    ["a minor", { ...bank, birthday: "2020-01-01" }, { birthday: "You must be at least 18 years old to borrow." }],
    ["an impossible date", { ...bank, birthday: "1990-02-31" }, { birthday: "Please enter date of birth as YYYY-MM-DD." }],
    ["a place not in the PSGC list", { ...bank, city: "Gotham, Metro Manila" }, { city: CITY_MESSAGE }],
    ["a province alone", { ...bank, city: "Cebu" }, { city: CITY_MESSAGE }],
    [
      "a municipality's name that several provinces share",
      { ...bank, city: "San Jose" },
      { city: "More than one place is called San Jose: please choose yours from the list, for example “San Jose, Antique”." },
    ],
    ["digits and symbols as a holder name", { ...bank, holderName: "12345 @@" }, { holderName: HOLDER_MESSAGE }],
    ["a holder name of symbols", { ...bank, holderName: "..--" }, { holderName: HOLDER_MESSAGE }],
  ])("refuses %s with a message per field and stores nothing", async (_name, form, fieldErrors) => {
    const { borrower, query } = await createBorrower();
    const order = await createOrder(borrower.id, { status: 151, cardPop: true });
    const { status, body } = await api.post("/v3/bind-card/bind-card-new", form as Record<string, string>, query);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: FailureCode.invalidInput, success: false, message: Object.values(fieldErrors)[0] });
    expect(bindFailureData.parse(body.data).fieldErrors).toEqual(fieldErrors);
    expect(await db().bankCard.count()).toBe(0);
    expect((await db().loanOrder.findUniqueOrThrow({ where: { id: order.id } })).cardPopPending).toBe(true);
  });

  it("refuses an account in someone else's name, says whose name it must be, and stores nothing (docs/decisions/239)", async () => {
    const { query } = await createBorrower({ name: "Juan Santos dela Cruz" });
    const { body } = await api.post("/v3/bind-card/bind-card-new", { ...bank, holderName: "Maria Santos" }, query);
    const message =
      "Account holder name: the account must be in your own name, Juan Santos dela Cruz, as on your loan. We cannot send your loan to an account in someone else's name.";
    expect(body).toMatchObject({ code: FailureCode.invalidInput, success: false, message });
    expect(bindFailureData.parse(body.data).fieldErrors).toEqual({ holderName: message });
    const fil = await api.post(
      "/v3/bind-card/bind-card-new",
      { ...wallet, holderName: "Maria Santos" },
      query.replace(/language=[^&]*/, "language=fil"),
    );
    expect(bindFailureData.parse(fil.body.data).fieldErrors.holderName).toMatch(
      /dapat nasa sarili mong pangalan ang account, Juan Santos dela Cruz/,
    );
    expect(await db().bankCard.count()).toBe(0);
  });

  it("takes the borrower's own name as the bank writes it: case, accents, initials and suffixes aside", async () => {
    const { borrower, query } = await createBorrower({ name: "Juan Santos dela Cruz" });
    const { body } = await api.post("/v3/bind-card/bind-card-new", { ...bank, holderName: "JUAN S. DELA CRUZ JR." }, query);
    expect(body).toMatchObject({ code: 0, success: true });
    expect(await db().bankCard.findFirstOrThrow({ where: { borrowerId: borrower.id } })).toMatchObject({
      holderName: "JUAN S. DELA CRUZ JR.",
    });
  });

  it("answers another borrower's order exactly like a missing one", async () => {
    const owner = await createBorrower();
    const other = await createBorrower();
    const order = await createOrder(owner.borrower.id, { status: 151, cardPop: true });
    const foreign = await api.post("/v3/bind-card/rebind-card", { ...bank, orderId: order.id }, other.query);
    const missing = await api.post("/v3/bind-card/rebind-card", { ...bank, orderId: 999_999 }, other.query);
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.code).toBe(FailureCode.notFound);
    expect(await db().bankCard.count()).toBe(0);
  });

  it("refuses a huge value without storing it", async () => {
    const { query } = await createBorrower();
    const { body } = await api.post("/v3/bind-card/bind-card-new", { ...bank, holderName: "x".repeat(5000) }, query);
    expect(body.code).toBe(FailureCode.invalidInput);
    expect(await db().bankCard.count()).toBe(0);
  });
});

describe("GET /v3/bind-card/places", () => {
  it("answers every Philippine city and municipality of the PSGC, each with its province", async () => {
    const { query } = await createBorrower();
    const { body } = await api.get("/v3/bind-card/places", {}, query);
    expect(body).toMatchObject({ code: 0, success: true });
    const { places, release } = bankPlaces.data.parse(body.data);
    expect(release).toMatch(/PSGC 2025 Q4/);
    // PSGC 2025 Q4: 149 cities and 1,493 municipalities, in 82 provinces, Metro Manila and the SGA.
    expect(places).toHaveLength(149 + 1493);
    expect(new Set(places).size).toBe(places.length);
    const provinces = new Set(places.map((label) => label.slice(label.indexOf(", ") + 2)));
    expect(provinces.size).toBe(82 + 2);
    expect(places).toEqual(
      expect.arrayContaining([
        "Quezon City, Metro Manila",
        "Pateros, Metro Manila",
        "Cebu City, Cebu",
        "Davao City, Davao del Sur",
        "Bangued, Abra",
        "Cagayan de Oro City, Misamis Oriental",
        "Jolo, Sulu",
      ]),
    );
    expect(places.filter((label) => label.endsWith(", Metro Manila"))).toHaveLength(17);
  });
});

describe("GET /v3/bind-card/bound-card", () => {
  it("answers null before the first save, then the latest account masked", async () => {
    const { query } = await createBorrower();
    expect((await api.get("/v3/bind-card/bound-card", {}, query)).body).toMatchObject({ code: 0, data: { account: null } });
    await api.post("/v3/bind-card/bind-card-new", bank, query);
    await api.post("/v3/bind-card/bind-card-new", wallet, query);
    const { body } = await api.get("/v3/bind-card/bound-card", {}, query);
    expect(body.data).toEqual({
      account: { cardType: 2, institution: "GCash", lastDigits: "4567", holderName: "Maria Santos", city: "Quezon City, Metro Manila" },
    });
    expect(JSON.stringify(body)).not.toContain("09171234567");
  });

  it("answers another borrower nothing of this one's account", async () => {
    const owner = await createBorrower();
    const other = await createBorrower();
    await api.post("/v3/bind-card/bind-card-new", bank, owner.query);
    expect((await api.get("/v3/bind-card/bound-card", {}, other.query)).body.data).toEqual({ account: null });
  });
});
