/**
 * Filipino of the legal documents (app/lib/messages/legal.ts). A translation for reference: each
 * says so at its top, and the English text prevails (docs/glossary-fil.md).
 */
import type { Translation } from "@contract/texts/translation";
import type { LegalDocument, legal as english } from "../legal";
import { translationNotice } from "./info";

const aboutUs: LegalDocument = {
  title: "Tungkol sa amin",
  intro: [
    "Maligayang pagdating sa {company}. Tinutulungan namin ang mga Pilipino na makahiram ng maliit na halaga nang mabilis at patas, gamit ang phone, nang walang pila o papeles.",
  ],
  sections: [
    {
      heading: "Ang aming misyon",
      paragraphs: [
        "Naniniwala kami na bawat Pilipino ay dapat may patas na access sa credit kapag may biglaang pangangailangan: bayarin sa ospital, tuition, sirang motor, o paninda para sa sari-sari store. Ang misyon namin ay gawing simple, malinaw at magalang ang credit na iyon.",
      ],
    },
    {
      heading: "Bakit kami ang pinipili ng mga borrower",
      items: [
        "Mabilis na approval: mag-apply sa loob ng ilang minuto at malaman ang desisyon sa loob ng {decisionTime}.",
        "Malinaw na singil: makikita mo ang bawat fee, ang interes at ang kabuuang babayaran bago ka pumayag. Walang nakatagong singil.",
        "Flexible na pagbabayad: magbayad nang buo o hulugan sa mga e-wallet, bangko at counter ng tindahan, at mag-extension kapag kailangan mo ng mas mahabang panahon.",
        "Ligtas: naka-encrypt ang iyong data at ginagamit lang para sa iyong loan, ayon sa aming Patakaran sa Privacy.",
      ],
    },
    {
      heading: "Ang aming team",
      paragraphs: [
        "Kami ay isang team ng mga propesyonal sa pagpapautang, risk management at teknolohiya na nakabase sa Pilipinas. Ang {company} ay rehistrado sa Securities and Exchange Commission sa ilalim ng SEC Registration No. {secNo}, Certificate of Authority No. {caNo}.",
      ],
    },
    {
      heading: "Makipag-ugnayan sa amin",
      items: ["Address: {address}", "Email ng customer service: {email}", "Hotline: {phone}"],
      after: ["Sinasagot ng aming customer service team ang bawat mensahe sa loob ng 1 business day."],
    },
  ],
};

const privacyPolicy: LegalDocument = {
  title: "Patakaran sa Privacy",
  notice: translationNotice,
  intro: [
    'Iginagalang ng {company} ("kami"), SEC Registration No. {secNo}, Certificate of Authority No. {caNo}, na may address sa {address}, ang iyong privacy. Ipinapaliwanag ng patakarang ito kung anong personal na impormasyon ang kinokolekta namin kapag ginamit mo ang aming app at website, kung bakit namin ito kinokolekta, at ang mga pagpipilian mo, alinsunod sa Data Privacy Act of 2012 (Republic Act No. 10173).',
  ],
  sections: [
    {
      heading: "1. Impormasyong kinokolekta namin",
      items: [
        "Pagkakakilanlan at contact details: ang iyong pangalan, petsa ng kapanganakan, mobile number, email at address.",
        "Impormasyong pinansyal: ang bank account o e-wallet na ini-bind mo, ang iyong mga loan at mga bayad.",
        "Impormasyon sa application: ang iyong trabaho at kita, at ang mga dokumentong isinumite mo.",
        "Impormasyon ng device: modelo ng device, operating system, mga device at advertising identifier, bersyon ng app at, kung papayag ka, ang iyong lokasyon.",
      ],
    },
    {
      heading: "2. Paano namin ginagamit ang iyong impormasyon",
      items: [
        "Para ma-verify ang iyong pagkakakilanlan at masuri ang iyong loan application.",
        "Para maipadala ang iyong loan, makolekta ang mga bayad at mapadalhan ka ng mga abiso tungkol sa iyong account.",
        "Para maiwasan ang panloloko at sumunod sa batas, kasama ang mga patakaran laban sa money laundering.",
        "Para mapabuti ang aming serbisyo at, kung papayag ka, masabihan ka tungkol sa mga alok.",
      ],
    },
    {
      heading: "3. Pagbabahagi ng impormasyon",
      paragraphs: [
        "Hindi namin ibinebenta ang iyong personal na impormasyon. Ibinabahagi lang namin ito sa: mga bangko, e-wallet at payment partner na naglilipat ng iyong pera; mga credit bureau at ang Credit Information Corporation ayon sa hinihingi ng batas; mga service provider na may tungkuling panatilihing kumpidensyal ito; at mga awtoridad ng gobyerno kapag hinihingi ng batas o ng utos ng korte.",
      ],
    },
    {
      heading: "4. Cookies",
      paragraphs: [
        "Ang aming website ay gumagamit lang ng cookies na kailangan nito para gumana, halimbawa para matandaan na nakita mo na ang isang abiso sa iyong session. Hindi kami gumagamit ng advertising cookies. Maaari mong burahin ang cookies sa iyong browser anumang oras.",
      ],
    },
    {
      heading: "5. Impormasyon ng device",
      paragraphs: [
        "Binabasa ng app ang impormasyon ng device para mapanatiling ligtas ang iyong account (para makilala ang bagong device na nag-sign in) at para matukoy ang panloloko. Hindi namin kailanman binabasa ang listahan ng iyong mga contact, at hindi namin kailanman kinokontak ang mga tao rito. Hindi namin binabasa ang iyong mga mensahe o larawan nang hindi ka muna tinatanong: bago kami humingi, sinasabi namin kung ano ang kukunin, bakit at gaano katagal, at maaari kang tumanggi at patuloy na gamitin ang serbisyo. Maaari mong bawiin ang isang pahintulot sa settings ng iyong phone.",
      ],
    },
    {
      heading: "6. Mga menor de edad",
      paragraphs: [
        "Ang aming serbisyo ay hindi para sa mga wala pang 18 taong gulang. Hindi namin sinasadyang mangolekta ng impormasyon mula sa mga menor de edad; kapag nalaman naming mayroon kami nito, binubura namin ito.",
      ],
    },
    {
      heading: "7. Seguridad ng password",
      paragraphs: [
        "Huwag ibahagi kaninuman ang iyong password at mga one-time code. Hindi namin ito hihingin kailanman sa tawag, SMS o chat. Kung sa tingin mo ay may nakakaalam ng iyong password, palitan ito agad at sabihan kami.",
      ],
    },
    {
      heading: "8. Mga pagbabago sa patakarang ito",
      paragraphs: [
        "Maaari naming baguhin ang patakarang ito. Sasabihan ka namin tungkol sa mahahalagang pagbabago sa app o sa email bago ito magkabisa; ipinapakita ng petsa sa dulo ang pinakabagong bersyon.",
      ],
    },
    {
      heading: "9. Ang iyong mga karapatan at pag-opt out",
      items: [
        "Maaari kang humingi ng kopya ng personal na impormasyong hawak namin tungkol sa iyo, at hilingin na itama namin ito.",
        "Maaari kang tumutol sa mga marketing message at mag-opt out sa mga ito anumang oras.",
        "Maaari mong hilingin na burahin namin ang impormasyong hindi na namin kailangan, maliban sa kailangan naming itago ayon sa batas.",
      ],
      after: [
        "Wala kang babayaran sa paggamit ng alinman sa mga karapatang ito. Sumasagot kami sa loob ng 15 araw; kung hindi namin magagawa ang hinihiling mo, sasabihin namin kung bakit.",
      ],
    },
    {
      heading: "10. Grievance officer",
      paragraphs: [
        "Kung may tanong ka o reklamo tungkol sa iyong privacy, makipag-ugnayan sa aming Data Protection and Grievance Officer, si {officer}, sa {email} o {phone}, o sumulat sa {address}. Sumasagot kami sa loob ng 15 araw. Maaari ka ring makipag-ugnayan sa National Privacy Commission.",
      ],
    },
    {
      heading: "11. Bersyon",
      paragraphs: ["Huling binago: 26 Nobyembre 2026."],
    },
  ],
};

const loanTerms: LegalDocument = {
  title: "Mga tuntunin at kondisyon ng pautang",
  notice: translationNotice,
  intro: [
    'Ang mga tuntuning ito ang sumasaklaw sa bawat pautang na ibinibigay ng {company}, SEC Registration No. {secNo}, Certificate of Authority No. {caNo}, {address} (ang "Nagpapautang"), sa taong nag-apply para dito (ang "Nanghihiram"). Ang mga halaga ay nasa piso ng Pilipinas (₱).',
  ],
  sections: [
    {
      heading: "1. Sino ang maaaring humiram",
      items: ["Isang mamamayang Pilipino.", "Higit sa 18 taong gulang.", "May tirahan sa Pilipinas."],
    },
    {
      heading: "2. Ang pautang",
      items: [
        "Termino: mula 91 hanggang 365 na araw sa kalendaryo, ayon sa pinili sa application.",
        "Desisyon: nagpapasya ang Nagpapautang sa loob ng 1 araw mula sa application.",
        "Paglabas ng pera: ipapasok ang pera sa naka-bind na account ng Nanghihiram sa loob ng 1 hanggang 3 araw sa kalendaryo matapos tanggapin ng Nanghihiram ang alok at ang kasunduan sa pautang, kung saan nangangako ang Nanghihiram na babayaran ang utang.",
        "Kabuuang gastos: ang interes, mga fee at mga multa nang magkakasama ay hindi kailanman lalampas sa halagang hiniram (BSP Circular No. 1133, Series of 2021; SEC Memorandum Circular No. 14, Series of 2025).",
      ],
    },
    {
      heading: "3. Late na pagbabayad",
      items: [
        "Isang beses na multa sa late na bayad na ₱1,000 para sa mga bagong kliyente, o ₱800 para sa mga dating kliyente.",
        "Araw-araw na default interest sa halagang hindi pa nababayaran: 5% kada araw sa unang 1 hanggang 30 araw ng pagkaantala, 4% kada araw sa ika-31 hanggang ika-90 araw, at 2% kada araw mula sa ika-91 araw.",
        "Ito ang pinakamataas na maaaring singilin: ang multa sa late na bayad at ang default interest nang magkasama ay hindi kailanman lalampas sa 5% ng nakatakdang halagang dapat bayaran na hindi pa nababayaran, sa bawat 30 araw na late, binibilang araw-araw (ang limit sa late na bayad ng circular na umiiral noong ginawa ang pautang).",
      ],
    },
    {
      heading: "4. Maagang pagbabayad",
      paragraphs: [
        "Maaaring bayaran nang maaga ng Nanghihiram ang buong pautang kapag lumipas na ang hindi bababa sa kalahati ng termino, at hindi mas maaga sa 7 araw sa kalendaryo matapos ilabas ang pera.",
      ],
    },
    {
      heading: "5. Extension",
      paragraphs: [
        "Maaaring humiling ang Nanghihiram na i-extend ang pautang nang kasinghaba ng termino nito. Magkakabisa ang extension kapag nabayaran na ang lahat ng interes at multang dapat bayaran sa araw na iyon.",
      ],
    },
    {
      heading: "6. Mga tungkulin ng Nanghihiram",
      items: [
        "Ipaalam sa Nagpapautang ang anumang pagbabago ng pangalan, petsa ng kapanganakan o address sa loob ng 3 araw sa kalendaryo.",
        "Magbayad mula sa account na nakapangalan sa Nanghihiram, sa mga paraang ipinapakita sa app.",
      ],
    },
    {
      heading: "7. Paglilipat ng pautang",
      paragraphs: [
        "Maaaring ilipat ng Nagpapautang ang pautang sa ibang partido, basta't abisuhan ang Nanghihiram 7 business day bago ang paglilipat.",
      ],
    },
    {
      heading: "8. Default",
      paragraphs: [
        "Ang pautang ay nasa default, at maaaring humingi ang Nagpapautang ng hatol ng korte, kapag may halagang dapat bayaran na hindi pa nababayaran nang 10 araw.",
      ],
    },
    {
      heading: "9. Pagkakasunod-sunod ng bayad matapos ang maturity",
      paragraphs: [
        "Pagkalipas ng due date, ang bawat bayad ay ilalapat sa ganitong pagkakasunod-sunod: mga legal na singil, gastos sa paniningil, mga multa sa late na bayad, saka mga fee, interes at halagang hiniram.",
      ],
    },
    {
      heading: "10. Mga abiso",
      items: [
        "Ipinapadala ang mga abiso sa email, mobile number o address na ibinigay ng Nanghihiram.",
        "Ang abiso sa email ay itinuturing na natanggap 1 oras matapos itong ipadala.",
        "Ang abiso sa koreo ay itinuturing na natanggap sa ika-2 business day matapos itong ihulog.",
      ],
    },
    {
      heading: "11. Makipag-ugnayan",
      items: ["{company}", "{address}", "Email: {email}", "Telepono: {phone}"],
    },
  ],
};

export const legal: Translation<typeof english> = { aboutUs, privacyPolicy, loanTerms };
