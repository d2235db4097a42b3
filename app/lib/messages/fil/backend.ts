/**
 * Filipino of the lending backend's own texts: the envelope messages (refusals, validation
 * failures, the documented Chinese and English wordings), and the SMS texts. The backend writes
 * its English (or documented) sentence where its rule is; when the session's `language` is `fil`
 * or `tl`, server/lending/messages.ts answers the Filipino sentence from here instead
 * (docs/decisions/135). Keyed by the exact English sentence; a sentence with values is a template
 * with `{name}` placeholders. server/lending/messages.test.ts checks that every fixed sentence the
 * backend's sources can answer has its Filipino here.
 */

import { bankBinding as bankBindingEn } from "../bank-binding";
import { complaints as complaintsEn } from "../complaints";
import { promotion as promotionEn } from "../promotion";
import { receipts as receiptsEn } from "../receipts";
import { repayment as repaymentEn } from "../repayment";
import { security as securityEn } from "../security";
import { bankBinding } from "./bank-binding";
import { complaints } from "./complaints";
import { promotion } from "./promotion";
import { receipts } from "./receipts";
import { repayment } from "./repayment";
import { security } from "./security";

/**
 * The sentences the backend answers that a web-app area also says (the web app checks the same
 * rule first, or writes the same refusal): their Filipino is the area's, so each sentence has one
 * translation (keyed here by the area's English).
 */
function same<T extends Record<string, unknown>>(english: T, filipino: { readonly [K in keyof T]: unknown }, keys: ReadonlyArray<keyof T>) {
  return Object.fromEntries(keys.map((key) => [english[key] as string, filipino[key] as string]));
}
const fromAreas: Record<string, string> = {
  ...same(securityEn, security, Object.keys(securityEn) as Array<keyof typeof securityEn>),
  ...same(complaintsEn, complaints, [
    "collectionNotAllowed",
    "chooseSubType",
    "uploadTooMany",
    "uploadTooLarge",
    "uploadNotImage",
    "uploadTooManyPixels",
    "rateNoStar",
  ]),
  ...same(promotionEn, promotion, ["noTemplate"]),
  ...same(bankBindingEn, bankBinding, ["valueTooLong"]),
  ...same(repaymentEn, repayment, ["noChannel"]),
  ...same(receiptsEn, receipts, ["receiptNotFound"]),
};

/** Fixed sentences: English (or the documented wording) -> Filipino. */
export const backendFil: Readonly<Record<string, string>> = {
  // Sessions, generic failures, the HTTP glue.
  "Your session has expired. Please log in again.": "Nag-expire na ang iyong session. Mag-log in ulit.",
  "The request is not valid.": "Hindi valid ang request.",
  "Something went wrong on our side and nothing was changed. Please try again.":
    "Nagkaproblema sa aming system at walang nabago. Subukan ulit.",
  "This service does not exist.": "Walang ganitong serbisyo.",
  "The request is too large.": "Masyadong malaki ang request.",
  "The request could not be read.": "Hindi mabasa ang request.",

  // Security (cross-site check, body limits, abuse limits), and the sentences the web app's areas
  // say too: one Filipino each, from the area (`fromAreas` above).
  ...fromAreas,

  // Orders and loan details.
  "We could not find this order. Please check the link or open it from your order list.":
    "Hindi namin makita ang order na ito. Tingnan ang link o buksan ito mula sa listahan ng iyong mga order.",
  "You have already rated this order. Thank you!": "Na-rate mo na ang order na ito. Salamat!",
  // The certificate of full payment of a loan not settled (docs/decisions/186).
  "This loan is not fully paid yet, so there is no certificate of full payment. The certificate is ready once the loan is settled; your statement of account shows what remains.":
    "Hindi pa bayad nang buo ang loan na ito, kaya wala pang katibayan ng buong pagbabayad. Magagawa ito kapag bayad na ang loan; makikita sa iyong statement of account kung magkano pa ang natitira.",
  // Order Details: the status header, the detail rows and the modals (texts inside `data`).
  "Under review": "Sinusuri",
  "We are reviewing your application and will decide within 1 day.":
    "Sinusuri namin ang iyong application at magdedesisyon kami sa loob ng 1 araw.",
  Rejected: "Hindi na-approve",
  "Sorry, your application was not approved this time. You may try the products below.":
    "Paumanhin, hindi na-approve ang iyong application ngayon. Maaari mong subukan ang mga produkto sa ibaba.",
  Approved: "Approved",
  "Your loan is approved. The money reaches your account within 1 to 3 days.":
    "Approved na ang iyong loan. Papasok ang pera sa iyong account sa loob ng 1 hanggang 3 araw.",
  Repaying: "Nagbabayad",
  "Repayment due": "Due na ang bayad",
  Overdue: "Overdue",
  Settled: "Bayad na",
  "Your loan is fully repaid. Thank you! You can borrow again.": "Bayad na nang buo ang iyong loan. Salamat! Maaari kang humiram ulit.",
  Processing: "Pinoproseso",
  "We are processing your order.": "Pinoproseso namin ang iyong order.",
  "Loan amount": "Halaga ng loan",
  "Amount received": "Natanggap na halaga",
  "Amount you will receive": "Halagang matatanggap mo",
  "Loan term": "Termino ng loan",
  "Apply date": "Petsa ng application",
  "Disbursed on": "Naipadala noong",
  "Due date": "Due date",
  "Repayment amount": "Halagang dapat bayaran",
  "Late charges": "Late charges",
  "Total to settle today": "Kabuuang babayaran para matapos ang loan ngayon",
  "Days overdue": "Araw na overdue",
  "Settled on": "Nabayaran nang buo noong",
  // Repayment and extension pages (texts inside `data`).
  "Amount to pay now": "Halagang babayaran ngayon",
  "Nothing today": "Wala ngayong araw",
  "Order No.": "Order No.",
  Paid: "Bayad na",
  "Early repayment from": "Maagang pagbabayad mula",
  "Contract number (not a pay code)": "Contract number (hindi payment code)",
  "Extension not available": "Walang extension",
  "Extension fee: interest and charges due today": "Bayad sa extension: interes at singil na dapat bayaran ngayon",
  "Extension fee: interest due today": "Bayad sa extension: interes na dapat bayaran ngayon",
  "Pay today": "Bayaran ngayon",
  "New due date": "Bagong due date",
  "Interest and late charges": "Interes at late charges",
  Interest: "Interes",
  "Principal and new-period interest": "Halagang hiniram at interes ng bagong termino",
  // Loan confirmation (texts inside `data`).
  "Service fee": "Service fee",
  "Total repayment": "Kabuuang babayaran",
  Repayment: "Bayad",
  "Point out": "Paalala",
  "Your loan is almost ready. If you leave now, your application will not be submitted. Do you want to continue?":
    "Halos handa na ang iyong loan. Kapag umalis ka ngayon, hindi maisusumite ang iyong application. Gusto mo bang magpatuloy?",
  "Welcome! Your first loan is decided within 1 day, and the money is sent within 1 to 3 days after you accept.":
    "Welcome! Madedesisyunan ang una mong loan sa loob ng 1 araw, at maipapadala ang pera sa loob ng 1 hanggang 3 araw matapos mong tanggapin.",
  "Got it": "Sige",
  "Loan Agreement": "Kasunduan sa pautang",
  "Truth in Lending Disclosure Statement": "Truth in Lending Disclosure Statement",
  // Complaints: the question types (mocks/complaint-types.json) and the list's tabs (texts inside `data`).
  Collection: "Paniningil",
  "Rude or threatening language": "Bastos o nagbabantang pananalita",
  "Contacting my contacts": "Kinokontak ang mga contact ko",
  "Calling too often": "Masyadong madalas tumawag",
  "Calling at night or early morning": "Tumatawag sa gabi o madaling-araw",
  "Sharing my debt on social media": "Ipinagkakalat ang utang ko sa social media",
  "Other collection problem": "Ibang problema sa paniningil",
  "Loan application": "Loan application",
  "App problem": "Problema sa app",
  Other: "Iba pa",
  Pending: "Hinihintay ang sagot",
  Replied: "May sagot na",
  // The bank-binding form (mocks/bank-form.json): labels and hints (texts inside `data`).
  "Account type": "Uri ng account",
  "Choose where to receive your loan": "Piliin kung saan mo matatanggap ang loan",
  "Bank account": "Bank account",
  "E-wallet": "E-wallet",
  Bank: "Bangko",
  "Select your bank": "Piliin ang iyong bangko",
  "Select your e-wallet": "Piliin ang iyong e-wallet",
  "Account holder name": "Pangalan ng may-ari ng account",
  "Name as on the account": "Pangalan gaya ng nasa account",
  "Bank account number": "Bank account number",
  "10 to 16 digits": "10 hanggang 16 na digit",
  "Landbank branch code": "Branch code ng Landbank",
  "4 digits, on your passbook": "4 na digit, nasa passbook mo",
  "E-wallet mobile number": "Mobile number ng e-wallet",
  "Account kind": "Klase ng account",
  "Savings, checking or wallet": "Savings account, checking account o e-wallet",
  "Savings account": "Savings account",
  "Checking account": "Checking account",
  "Verified wallet": "Verified na e-wallet",
  "Date of birth": "Petsa ng kapanganakan",
  "City / province": "Lungsod / probinsya",
  "Type your city or town, then choose it from the list": "I-type ang iyong lungsod o bayan, saka piliin ito mula sa listahan",
  // The payment channels' groups and steps (mocks/channels.json; texts inside `data`). Menu names
  // stay as the app or the kiosk shows them (Bills, Loans, Bills Payment, CLiQQ).
  "Over the counter": "Sa counter ng tindahan",
  "Open GCash and tap Bills.": "Buksan ang GCash at i-tap ang Bills.",
  "Choose Loans, then Dragonpay / Pautang.": "Piliin ang Loans, saka ang Dragonpay / Pautang.",
  "Enter the pay code as the reference number and the exact amount.":
    "Ilagay ang payment code bilang reference number, at ang eksaktong halaga.",
  "Confirm; keep the receipt.": "Kumpirmahin, at itago ang resibo.",
  "Open Maya and tap Bills.": "Buksan ang Maya at i-tap ang Bills.",
  "Search for Dragonpay / Pautang.": "Hanapin ang Dragonpay / Pautang.",
  "We did not issue this pay code, or it can no longer be paid.":
    "Hindi kami ang nag-issue ng payment code na ito, o hindi na ito mababayaran.",
  "Enter the pay code and the exact amount.": "Ilagay ang payment code at ang eksaktong halaga.",
  "Pay and keep the receipt.": "Magbayad at itago ang resibo.",
  "Go to any 7-Eleven and use the CLiQQ kiosk, or show the barcode at the counter.":
    "Pumunta sa kahit anong 7-Eleven at gamitin ang CLiQQ kiosk, o ipakita ang barcode sa counter.",
  "Choose Bills Payment, then Dragonpay.": "Piliin ang Bills Payment, saka ang Dragonpay.",
  "Give the pay code and pay the exact amount in cash.": "Ibigay ang payment code at bayaran nang cash ang eksaktong halaga.",
  "Keep the receipt until the payment shows in the app.": "Itago ang resibo hanggang makita ang bayad sa app.",
  // The products' words (mocks/products.json: button, range label, description, tags; texts inside
  // `data`). Product names are names.
  "Apply now": "Mag-apply na",
  Apply: "Mag-apply",
  Borrow: "Humiram",
  "Get cash": "Kumuha ng pera",
  "Coming soon": "Malapit na",
  "Up to": "Hanggang",
  "Fast cash for everyday needs, repaid in one payment.":
    "Mabilis na pera para sa pang-araw-araw na pangangailangan, babayaran nang isang beses.",
  "Bigger loans in 3 or 6 equal instalments.": "Mas malaking loan, babayaran sa 3 o 6 na pantay na hulog.",
  "Working capital for small store owners.": "Puhunan para sa mga may-ari ng maliit na tindahan.",
  "Vehicle repair loans for transport operators.": "Loan pampaayos ng sasakyan para sa mga transport operator.",
  "A first loan with a gentle limit that grows as you repay.": "Unang loan na may maliit na limit na lumalaki habang nagbabayad ka.",
  "Fast approval": "Mabilis na approval",
  "No collateral": "Walang collateral",
  Instalments: "Hulugan",
  "Repeat-client rate": "Rate para sa mga dating borrower",
  "For micro-business": "Para sa maliit na negosyo",
  "First loan": "Unang loan",
  // The joint-login failure page (texts inside `data`).
  "The partner lender did not accept the joint login with your account just now. Your details are safe and nothing was applied for. You can try again later, or apply with one of the products below.":
    "Hindi tinanggap ng partner lender ang joint login gamit ang iyong account ngayon. Ligtas ang iyong mga detalye at walang naisumiteng application. Maaari mong subukan ulit mamaya, o mag-apply sa isa sa mga produkto sa ibaba.",
  "Your loan has been approved by our partner lender. Withdraw now to receive the money in your account.":
    "Approved na ang iyong loan ng aming partner lender. Mag-withdraw na para matanggap ang pera sa iyong account.",
  "Bind your bank account": "I-bind ang iyong bank account",
  "To receive your loan, please bind a bank account or e-wallet in your own name.":
    "Para matanggap ang iyong loan, mag-bind ng bank account o e-wallet na nakapangalan sa iyo.",

  // Products, loan confirmation, agreements, applications.
  "This loan product is not available. Please choose another product from the app.":
    "Hindi available ang loan product na ito. Pumili ng ibang produkto sa app.",
  "Agreements are listed for the loan confirmation (scene 3) only":
    "Para lang sa pagkumpirma ng loan (scene 3) ang listahan ng mga kasunduan",
  "We could not find this agreement. Please choose one from the list.":
    "Hindi namin makita ang kasunduang ito. Pumili ng isa mula sa listahan.",
  "The agreement of this order cannot be shown right now. Please contact customer service.":
    "Hindi maipakita ang kasunduan ng order na ito sa ngayon. Makipag-ugnayan sa customer service.",
  "Product is required.": "Kailangan ang produkto.",
  "We could not find this loan product. Please choose another one.": "Hindi namin makita ang loan product na ito. Pumili ng iba.",
  "This product is no longer available. Please choose another one.": "Hindi na available ang produktong ito. Pumili ng iba.",
  "This product is no longer available.": "Hindi na available ang produktong ito.",
  "This product is not open for applications right now.": "Hindi pa bukas ang produktong ito para sa mga application sa ngayon.",
  "You have an overdue loan. Please repay it first; then you can apply for a new loan.":
    "May overdue kang loan. Bayaran mo muna ito; saka ka makakapag-apply ng bagong loan.",
  "You already have an application in progress. Please wait for its decision, or withdraw the approved loan, before you apply again.":
    "May application ka pang pinoproseso. Hintayin ang desisyon, o i-withdraw ang na-approve na loan, bago ka mag-apply ulit.",
  "You are still repaying a loan of this product. Please settle it before you borrow from this product again.":
    "Nagbabayad ka pa ng loan sa produktong ito. Bayaran mo muna ito nang buo bago ka humiram ulit sa produktong ito.",
  "The loan term must be a number of days": "Dapat bilang ng araw ang termino ng loan",
  "The loan term must be a whole number of days": "Dapat buong bilang ng araw ang termino ng loan",
  "The loan term is not valid": "Hindi valid ang termino ng loan",
  "The number of payments must be a number": "Dapat numero ang bilang ng hulog",
  "The number of payments must be a whole number": "Dapat buong numero ang bilang ng hulog",
  "The number of payments is not valid": "Hindi valid ang bilang ng hulog",
  "The loan term is counted in days": "Binibilang sa araw ang termino ng loan",
  "Choose an agreement from the list": "Pumili ng kasunduan mula sa listahan",
  "Please reload the page and try again": "I-reload ang page at subukan ulit",
  "The disbursement date must be a YYYY-MM-DD calendar date.": "Dapat petsang YYYY-MM-DD ang araw ng paglabas ng pera.",
  "The service fee leaves no proceeds to disburse.": "Walang matitirang pera na maipapadala dahil sa service fee.",
  "The minimum amount must be a positive whole number of centavos.": "Dapat positibong buong bilang ng sentimo ang pinakamababang halaga.",
  "The maximum amount must be a whole number of centavos, at least the minimum.":
    "Dapat buong bilang ng sentimo ang pinakamataas na halaga, at hindi bababa sa pinakamababa.",
  "Periods must be distinct whole numbers from 1 to the minimum term in days.":
    "Dapat magkakaibang buong bilang mula 1 hanggang sa pinakamaikling termino sa araw ang mga hulog.",
  "The daily interest must be a whole number of basis points.": "Dapat buong bilang ng basis point ang interes kada araw.",
  "The service fee must be a whole number of basis points below 100%.":
    "Dapat buong bilang ng basis point na mas mababa sa 100% ang service fee.",

  // Bank binding.
  "Please choose your city or municipality from the list, for example “Quezon City, Metro Manila”.":
    "Piliin ang iyong lungsod o munisipyo mula sa listahan, halimbawa “Quezon City, Metro Manila”.",
  "You must be at least 18 years old to borrow.": "Dapat 18 taong gulang ka pataas para makahiram.",
  "Please enter an 11-digit mobile number starting with 09.": "Ilagay ang 11-digit na mobile number na nagsisimula sa 09.",
  "Please choose a bank account or an e-wallet.": "Pumili ng bank account o e-wallet.",

  // Complaints (some from app/lib/messages/complaints.ts).
  "We could not find this order. Please choose one of your orders.":
    "Hindi namin makita ang order na ito. Pumili ng isa sa iyong mga order.",
  "We could not find this complaint. Please open it from your complaint list.":
    "Hindi namin makita ang reklamong ito. Buksan ito mula sa listahan ng iyong mga reklamo.",
  "Please choose a photo to upload (field problemImage).": "Pumili ng larawang ia-upload (field problemImage).",
  "You have uploaded many photos today without sending them. Please send your complaint, or try again tomorrow.":
    "Marami ka nang na-upload na larawan ngayong araw na hindi naipadala. Ipadala ang iyong reklamo, o subukan ulit bukas.",
  "One of the photos could not be attached. Please remove it and add it again.":
    "Hindi maikabit ang isa sa mga larawan. Alisin ito at idagdag ulit.",
  "One of the photos is already attached to another complaint.": "Nakakabit na sa ibang reklamo ang isa sa mga larawan.",
  "Please choose one of the listed question types.": "Pumili ng isa sa mga nakalistang uri ng tanong.",
  "This question type has no sub-types. Please choose the type again.": "Walang sub-type ang uri ng tanong na ito. Piliin ulit ang uri.",
  "El pedido seleccionado no admite el envío de tipo de colección": complaints.collectionNotAllowed,
  "You can rate this service once we have replied.": "Maaari mong i-rate ang serbisyong ito kapag nakasagot na kami.",
  "You have already rated this service. Thank you!": "Na-rate mo na ang serbisyong ito. Salamat!",
  "You can do this once we have answered your complaint.": "Magagawa mo ito kapag nasagot na namin ang iyong reklamo.",
  "There is no complaint with this number.": "Walang reklamong may ganitong numero.",
  "This complaint already has a reply.": "May sagot na ang reklamong ito.",
  "Please send one photo at a time, in the field problemImage.":
    "Magpadala ng isang larawan sa bawat pagkakataon, sa field na problemImage.",
  "The photo could not be read. Please choose it again.": "Hindi mabasa ang larawan. Piliin ulit ito.",
  "This photo does not exist.": "Walang ganitong larawan.",
  "Please choose an order.": "Pumili ng order.",
  "The form is out of date. Please reload the page.": "Luma na ang form. I-reload ang page.",
  "Please keep the reply within 2,000 characters.": "Panatilihin ang sagot sa loob ng 2,000 character.",

  // Repayment, the payment gateway, receipts.
  "This loan is fully paid. Thank you!": "Bayad na nang buo ang loan na ito. Salamat!",
  "This order has nothing to repay yet.": "Wala pang babayaran sa order na ito.",
  "Extension is not offered for this loan; please repay it.": "Walang extension para sa loan na ito; pakibayaran ito.",
  "This order has nothing to extend.": "Walang ma-e-extend sa order na ito.",
  "There is nothing to pay on this order today.": "Walang babayaran sa order na ito ngayong araw.",
  "This payment method is not offered for this order. Please choose one from the list.":
    "Hindi available ang paraan ng pagbabayad na ito para sa order na ito. Pumili ng isa mula sa listahan.",
  "This order has no loan to pay yet.": "Wala pang loan na babayaran sa order na ito.",
  "The postback signature does not match; nothing was applied.": "Hindi tugma ang postback signature; walang nailapat.",
  "No payment has this reference.": "Walang bayad na may ganitong reference.",
  "No refund has this number.": "Walang refund na may ganitong numero.",
  "This payment was already settled with another gateway reference.": "Nailapat na ang bayad na ito gamit ang ibang reference ng gateway.",
  "This payment was settled meanwhile; nothing was applied twice.": "Nailapat na ang bayad na ito; walang nailapat nang dalawang beses.",
  "The payment is more than the loan owes; the difference will be refunded.":
    "Mas malaki ang bayad kaysa sa utang ng loan; ibabalik sa iyo ang sobra.",
  "Extension is available for single-payment loans; please pay your due instalment.":
    "Para lang sa mga loan na isang bayaran ang extension; pakibayaran ang hulog na dapat bayaran.",
  "This loan is fully paid.": "Bayad na nang buo ang loan na ito.",
  "Only charges and interest are left to pay, so there is nothing to extend.":
    "Mga singil at interes na lang ang natitirang babayaran, kaya walang ma-e-extend.",
  "Receipt number is missing.": "Walang receipt number.",
  "Receipt number is not valid.": "Hindi valid ang receipt number.",
  "This text cannot be drawn as a barcode.": "Hindi maiguhit bilang barcode ang text na ito.",

  // Legacy repayment (the documented wordings, then ours).
  // The documented wordings the web app also shows for the same refusal: the area's Filipino.
  请选择银行卡: repayment.cardRequired,
  "verification code wrong": repayment.codeWrong,
  "do not submit the payment request twice": repayment.doubleSubmit,
  "The amount to repay has changed. Please go back and open the repayment again.":
    "Nagbago ang halagang babayaran. Bumalik at buksan ulit ang pagbabayad.",
  "Too many codes were requested for this phone. Please try again in an hour.":
    "Masyadong maraming code ang hiningi para sa phone na ito. Subukan ulit pagkalipas ng isang oras.",
  "This repayment request was not found. Please start again.": "Hindi nakita ang request na ito para sa pagbabayad. Magsimula ulit.",
  "This code has expired or was replaced. Please request a new one.": "Nag-expire na o napalitan na ang code na ito. Humingi ng bago.",
  "This loan is already paid. Nothing was debited from your account.": "Bayad na ang loan na ito. Walang kinuha sa iyong account.",
  "The amount to repay has changed since this code was sent. Nothing was debited from your account; please open the repayment again.":
    "Nagbago ang halagang babayaran mula nang ipadala ang code na ito. Walang kinuha sa iyong account; buksan ulit ang pagbabayad.",

  // Promotion sign-up (the documented Chinese wordings, then ours).
  // The documented wordings the sign-up page also shows (app/lib/messages/verbatim.ts): the area's Filipino.
  "请正确输入手机号！": promotion.phoneInvalid,
  "请正确输入图形验证码！": promotion.captchaInvalid,
  "请正确输入短信验证码！": promotion.smsInvalid,
  "请勿重复发送验证码!": promotion.resendBlocked,
  "您已注册,请直接下载APP登录！": promotion.alreadyRegistered,
  "Too many sign-up attempts from this network. Please wait 10 minutes and try again.":
    "Masyadong maraming sign-up attempt mula sa network na ito. Maghintay ng 10 minuto at subukan ulit.",
  "This picture code is no longer valid. Please reload the page.": "Hindi na valid ang picture code na ito. I-reload ang page.",
  "Too many new pictures were asked for. Please reload the page.": "Masyadong maraming bagong larawan ang hiningi. I-reload ang page.",
  "Too many SMS codes were asked for from this network. Please try again in an hour.":
    "Masyadong maraming SMS code ang hiningi mula sa network na ito. Subukan ulit pagkalipas ng isang oras.",
  "This picture code is no longer valid. Please enter the new one.": "Hindi na valid ang picture code na ito. Ilagay ang bago.",
  "This picture code was already used. Please enter the new one.": "Nagamit na ang picture code na ito. Ilagay ang bago.",
  "The picture code has expired. Please enter the new one.": "Nag-expire na ang picture code. Ilagay ang bago.",
  "The picture code is wrong. Please enter the new one.": "Mali ang picture code. Ilagay ang bago.",
  "This picture code is no longer valid. Please enter the new one and ask for a new SMS code.":
    "Hindi na valid ang picture code na ito. Ilagay ang bago at humingi ng bagong SMS code.",
  "Please ask for an SMS code for this phone number first.": "Humingi muna ng SMS code para sa mobile number na ito.",
  // The code by SMS only (docs/decisions/202).
  "This sign-up page is out of date. Please reload it and try again.": "Luma na ang sign-up page na ito. I-reload ito at subukan ulit.",
  "The picture code is wrong. Please enter the one shown.": "Mali ang picture code. Ilagay ang nakikita mo.",
  "This SMS code no longer works. Please ask for a new one.": "Hindi na gumagana ang SMS code na ito. Humingi ng bago.",
  "The SMS code has expired. Please ask for a new one.": "Nag-expire na ang SMS code. Humingi ng bago.",
  "Too many wrong SMS codes. This code no longer works; please ask for a new one.":
    "Masyadong maraming maling SMS code. Hindi na gumagana ang code na ito; humingi ng bago.",
  "The start date must not be after the end date.": "Hindi dapat mas huli ang petsa ng simula kaysa sa petsa ng katapusan.",
  "Please choose at most one year.": "Pumili ng hindi hihigit sa isang taon.",
  "The picture code session is missing; reload the page.": "Walang session ang picture code; i-reload ang page.",
  "The picture code session is not valid; reload the page.": "Hindi valid ang session ng picture code; i-reload ang page.",
  "The picture code has 4 characters.": "4 na character ang picture code.",
  "The SMS code has 6 digits.": "6 na digit ang SMS code.",
  "Dates are YYYY-MM-DD.": "YYYY-MM-DD ang format ng petsa.",

  // The public site's contact form.
  "Please keep your name under 80 characters.": "Panatilihin ang pangalan sa loob ng 80 character.",
  "Please enter a telephone number of at most 20 characters.": "Maglagay ng numero ng telepono na hindi hihigit sa 20 character.",
  "Please enter a telephone number using digits only (7 or more).": "Maglagay ng numero ng telepono na puro digit lang (7 o higit pa).",
  "Please keep the email under 120 characters.": "Panatilihin ang email sa loob ng 120 character.",
  "Please enter a valid email address.": "Maglagay ng valid na email address.",
  "Please keep your message under 1,000 characters.": "Panatilihin ang mensahe sa loob ng 1,000 character.",
  "Please provide complete information!": "Pakikumpleto ang impormasyon!",

  // My data (app/lib/contract/my-data.ts, docs/decisions/178).
  "Please enter a valid email address, or leave it empty.": "Maglagay ng valid na email address, o iwanan itong blangko.",
  "Please keep the address within 300 characters.": "Panatilihin ang address sa loob ng 300 character.",
  "Please say what should be corrected.": "Sabihin kung ano ang dapat itama.",
  "Please keep it within 1,000 characters.": "Panatilihin ito sa loob ng 1,000 character.",
  "Please choose what you are asking for.": "Piliin kung ano ang hinihiling mo.",
  "You already have a request of this kind waiting. We will answer it first.":
    "May naghihintay ka nang kahilingang ganito. Sasagutin muna namin iyon.",
  "Your data cannot be erased while a loan is open. Please ask again once all your loans are closed.":
    "Hindi mabubura ang iyong data habang may bukas na loan. Humiling muli kapag sarado na ang lahat ng iyong loan.",
  "We could not find this request.": "Hindi namin makita ang kahilingang ito.",
  "This request cannot be decided that way now.": "Hindi ito mapagpapasyahan nang ganoon ngayon.",
  "Please keep the note within 500 characters.": "Panatilihin ang tala sa loob ng 500 character.",
  "marketingSms must be 0 or 1.": "Dapat 0 o 1 ang marketingSms.",
  // Repaying your way (docs/decisions/174): refusals, reasons and the cancelled order.
  "Please enter the amount in pesos, for example 500 or 1,250.50.": "Ilagay ang halaga sa piso, halimbawa 500 o 1,250.50.",
  "Please choose how to pay.": "Piliin kung paano magbabayad.",
  "This order has nothing to repay.": "Walang babayaran sa order na ito.",
  "This loan was cancelled. Nothing is owed on it.": "Kinansela ang loan na ito. Wala nang utang dito.",
  "This loan can no longer be cancelled; you can still repay it early.":
    "Hindi na makakansela ang loan na ito; maaari mo pa rin itong bayaran nang maaga.",
  "A payment has been made on this loan, so it can no longer be cancelled.":
    "May naibayad na sa loan na ito, kaya hindi na ito makakansela.",
  Cancelled: "Kanselado",
  "You cancelled this loan in its cooling-off period and returned what you received. Nothing is owed on it.":
    "Kinansela mo ang loan na ito sa loob ng cooling-off period at ibinalik mo ang natanggap mo. Wala nang utang dito.",
  "Amount returned": "Halagang ibinalik",
  "Cancelled on": "Kinansela noong",

  // The SMS payment reminders switch.
  "Please choose whether to receive payment reminders.": "Piliin kung gusto mong makatanggap ng mga paalala sa pagbabayad.",
};

/**
 * Sentences with values: the English template (its `{name}` parts match any text, `{#name}` a whole
 * number only) and the Filipino with the same names (no `#`). Values are passed through as they
 * came (amounts, dates, codes).
 */
export const backendFilTemplates: ReadonlyArray<readonly [english: string, filipino: string]> = [
  ["{field} is required.", "Kailangan ang {field}."],
  // A city's name alone that several places share (bank binding, issue 30 item 17).
  [
    "More than one place is called {city}: please choose yours from the list, for example “{example}”.",
    "Higit sa isang lugar ang may pangalang {city}: piliin ang sa iyo mula sa listahan, halimbawa “{example}”.",
  ],
  // The contract's number fields (app/lib/contract/fields.ts); the field's name stays as sent.
  ["{label} must be a number", "Dapat numero ang {label}."],
  ["{label} must be a whole number", "Dapat buong numero ang {label}."],
  ["{label} is missing or not valid", "Wala o hindi valid ang {label}."],
  ["This payment code is {status}; nothing was applied.", "Ang payment code na ito ay {status}; walang nailapat."],
  ["The SMS code is wrong. {left} tries left.", "Mali ang SMS code. {left} subok na lang ang natitira."],
  // The code by SMS only: its stricter limits say when to try again (docs/decisions/202).
  [
    "A code by SMS only was already sent to this number in the last hour. You can ask again in {#minutes} minutes, or get the code with the picture code now.",
    "May code na sa SMS lang na naipadala sa number na ito sa nakaraang oras. Puwede kang humingi ulit pagkalipas ng {minutes} minuto, o kunin ngayon ang code gamit ang picture code.",
  ],
  [
    "Too many codes by SMS only were asked for from this network in the last hour. You can ask again in {#minutes} minutes, or get the code with the picture code now.",
    "Masyadong maraming code sa SMS lang ang hiningi mula sa network na ito sa nakaraang oras. Puwede kang humingi ulit pagkalipas ng {minutes} minuto, o kunin ngayon ang code gamit ang picture code.",
  ],
  [
    "A code by SMS only was already sent to this number in the last hour. You can ask again in {#minutes} minute, or get the code with the picture code now.",
    "May code na sa SMS lang na naipadala sa number na ito sa nakaraang oras. Puwede kang humingi ulit pagkalipas ng {minutes} minuto, o kunin ngayon ang code gamit ang picture code.",
  ],
  [
    "Too many codes by SMS only were asked for from this network in the last hour. You can ask again in {#minutes} minute, or get the code with the picture code now.",
    "Masyadong maraming code sa SMS lang ang hiningi mula sa network na ito sa nakaraang oras. Puwede kang humingi ulit pagkalipas ng {minutes} minuto, o kunin ngayon ang code gamit ang picture code.",
  ],
  ["The SMS code is wrong. {left} try left.", "Mali ang SMS code. {left} subok na lang ang natitira."],
  ["Please choose {item} from the list.", "Piliin ang {item} mula sa listahan."],
  ["Please choose {item}.", "Piliin ang {item}."],
  [
    "This choice is not available for {cardType}. Please choose again.",
    "Hindi available ang pagpipiliang ito para sa {cardType}. Pumili ulit.",
  ],
  ["Please fill in {item}.", "Pakilagay ang {item}."],
  ["Please enter {item} as YYYY-MM-DD.", "Ilagay ang {item} bilang YYYY-MM-DD."],
  ["Please check {item}.", "Pakitingnan ang {item}."],
  // A bank-form item's name opens these sentences, so it opens the Filipino too (capitalised).
  ["{item} must have {#min} to {#max} characters.", "{item}: dapat {min} hanggang {max} na character."],
  [
    "{item}: please use letters, spaces and . , ' - only, as on the account.",
    "{item}: mga letra, espasyo at . , ' - lang ang gamitin, gaya ng nasa account.",
  ],
  ["{item}: please use digits only.", "{item}: mga digit lang ang ilagay."],
  ["{item} must have exactly {#count} digits.", "{item}: dapat eksaktong {count} na digit."],
  ["{item} must have {#min} to {#max} digits.", "{item}: dapat {min} hanggang {max} na digit."],
  ["You can extend your loan from its due date, {date}.", "Maaari mong i-extend ang iyong loan simula sa due date nito, {date}."],
  [
    "An extension would move your due date only to {date}, which is not in the future; please repay the loan.",
    "Ang extension ay maglilipat lang ng iyong due date sa {date}, na ngayon o nakalipas na; pakibayaran ang loan.",
  ],
  ["Pay {amount} today to move your due date to {date}.", "Magbayad ng {amount} ngayon para mailipat ang iyong due date sa {date}."],
  ["An extension needs {needed}; {paid} was paid.", "Kailangan ng {needed} para sa extension; {paid} ang naibayad."],
  ["Please pay at least {amount}.", "Magbayad ng hindi bababa sa {amount}."],
  ["You can pay at most {amount} today.", "Hanggang {amount} lang ang maaari mong bayaran ngayon."],
  ["The cooling-off period ended on {date}.", "Natapos ang cooling-off period noong {date}."],
  ["Early repayment has been open since {date}.", "Bukas na ang maagang pagbabayad mula {date}."],
  [
    "You can repay early from {date}, {days} days after your loan was released.",
    "Maaari kang magbayad nang maaga mula {date}, {days} araw matapos ilabas ang iyong loan.",
  ],
  [
    "You can repay early from {date}, once half of your {term}-day term has passed.",
    "Maaari kang magbayad nang maaga mula {date}, kapag lumipas na ang kalahati ng iyong {term}-araw na termino.",
  ],
  ["Choose an amount in steps of {step}, for example {a} or {b}.", "Pumili ng halagang multiple ng {step}, halimbawa {a} o {b}."],
  ["Choose an amount from {range}.", "Pumili ng halaga mula {range}."],
  ["The loan term must be from {min} to {max} days.", "Dapat mula {min} hanggang {max} araw ang termino ng loan."],
  ["This product offers terms from {min} to {max} days.", "Ang produktong ito ay may terminong mula {min} hanggang {max} araw."],
  ["Choose {choices} payments.", "Pumili ng {choices} hulog."],
  ["Choose {choices} payment.", "Pumili ng {choices} bayad."],
  [
    "This loan cannot be offered: its interest and fees would exceed {cap} of the amount borrowed, the total cost cap of {source}.",
    "Hindi maiaalok ang loan na ito: lalampas ang interes at mga fee nito sa {cap} ng halagang hiniram, ang limit sa kabuuang gastos ng {source}.",
  ],
  [
    "This loan cannot be offered: its effective interest rate, {eir} a month, is above the ceiling of {ceiling} a month that {source} sets for loans from {from}. Choose a longer term or another product.",
    "Hindi maiaalok ang loan na ito: ang effective interest rate (EIR) nito, {eir} kada buwan, ay lampas sa limit na {ceiling} kada buwan na itinakda ng {source} para sa mga loan mula {from}. Pumili ng mas mahabang termino o ibang produkto.",
  ],
  ["This loan cannot be offered. {reason}", "Hindi maiaalok ang loan na ito. {reason}"],
  // Order Details: the status header and the detail rows (texts inside `data`).
  ["Your next repayment of {amount} is due on {date}.", "Ang susunod mong bayad na {amount} ay due sa {date}."],
  [
    "{amount} is due on {date}. Repay on time to keep a good record.",
    "Ang {amount} ay due sa {date}. Magbayad sa tamang oras para manatiling maganda ang record mo.",
  ],
  [
    "Your repayment is {#days} day overdue and late charges apply. Please repay {amount} now.",
    "{days} araw nang overdue ang bayad mo at may late charges na. Magbayad ng {amount} ngayon.",
  ],
  [
    "Your repayment is {#days} days overdue and late charges apply. Please repay {amount} now.",
    "{days} araw nang overdue ang bayad mo at may late charges na. Magbayad ng {amount} ngayon.",
  ],
  ["{#days} days", "{days} araw"],
  ["Instalment {#seq} of {#count} ({date})", "Hulog {seq} sa {count} ({date})"],
  ["Pay code for {channel}", "Payment code para sa {channel}"],
  ["Instalment {#seq} of {#count}", "Hulog {seq} sa {count}"],
  ["We could not sign you in to our partner lender.", "Hindi ka namin ma-sign in sa aming partner lender."],
  ["We could not sign you in to {name}.", "Hindi ka namin ma-sign in sa {name}."],
  ["Principal {principal} + interest {interest}", "Halagang hiniram {principal} + interes {interest}"],
  ["Interest {rate} per day, service fee {fee} of the loan amount", "Interes na {rate} kada araw, service fee na {fee} ng halaga ng loan"],
  ["The minimum term must be between {min} and {max} days.", "Dapat nasa pagitan ng {min} at {max} araw ang pinakamaikling termino."],
  [
    "The maximum term must be between the minimum term and {max} days.",
    "Dapat nasa pagitan ng pinakamaikling termino at {max} araw ang pinakamahabang termino.",
  ], // The products' figures with words (products and product-pages services). Last: being short,
  // they would otherwise take the longer sentences above that end the same way.
  ["{rate} per day", "{rate} kada araw"],
  ["{fee} of the loan amount", "{fee} ng halaga ng loan"],
  ["{#min} - {#max} days", "{min} - {max} araw"],
];
