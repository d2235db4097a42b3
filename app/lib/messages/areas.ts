/**
 * The catalogue's areas, each named once with its two languages (docs/decisions/130, 255). A new
 * area is one line here plus its two modules: the page's loader (`texts.ts`) and the server
 * (`catalogue.server.ts`) both read this list, and the area's type is its English module's.
 *
 * Each language of an area is a dynamic import: the bundler makes it a chunk of its own, so a
 * Filipino page ships no English texts and an English page no Filipino (JS budget, decision 122).
 * This module imports no text itself.
 */
import type { Translation } from "@contract/texts/translation";

type Load<T> = () => Promise<T>;

/** An area's English and its Filipino, which must have every key of the English (`Translation`). */
const area = <E>(en: Load<E>, fil: Load<Translation<E>>) => ({ en, fil });

export const areas = {
  common: area(
    () => import("./common").then((m) => m.common),
    () => import("./fil/common").then((m) => m.common),
  ),
  orderDetails: area(
    () => import("./order-details").then((m) => m.orderDetails),
    () => import("./fil/order-details").then((m) => m.orderDetails),
  ),
  bankBinding: area(
    () => import("./bank-binding").then((m) => m.bankBinding),
    () => import("./fil/bank-binding").then((m) => m.bankBinding),
  ),
  promotion: area(
    () => import("./promotion").then((m) => m.promotion),
    () => import("./fil/promotion").then((m) => m.promotion),
  ),
  complaints: area(
    () => import("./complaints").then((m) => m.complaints),
    () => import("./fil/complaints").then((m) => m.complaints),
  ),
  repayment: area(
    () => import("./repayment").then((m) => m.repayment),
    () => import("./fil/repayment").then((m) => m.repayment),
  ),
  security: area(
    () => import("@contract/texts/security").then((m) => m.security),
    () => import("@contract/texts/fil/security").then((m) => m.security),
  ),
  info: area(
    () => import("./info").then((m) => m.info),
    () => import("./fil/info").then((m) => m.info),
  ),
  receipts: area(
    () => import("./receipts").then((m) => m.receipts),
    () => import("./fil/receipts").then((m) => m.receipts),
  ),
  lateCharges: area(
    () => import("./late-charges").then((m) => m.lateCharges),
    () => import("./fil/late-charges").then((m) => m.lateCharges),
  ),
  loanConfirm: area(
    () => import("./loan-confirm").then((m) => m.loanConfirm),
    () => import("./fil/loan-confirm").then((m) => m.loanConfirm),
  ),
  loanAgreement: area(
    () => import("./loan-agreement").then((m) => m.loanAgreement),
    () => import("./fil/loan-agreement").then((m) => m.loanAgreement),
  ),
  myData: area(
    () => import("./my-data").then((m) => m.myData),
    () => import("./fil/my-data").then((m) => m.myData),
  ),
};

export type AreaName = keyof typeof areas;
/** An area's English texts: the shape every language of it has. */
export type EnglishArea<A extends AreaName> = Awaited<ReturnType<(typeof areas)[A]["en"]>>;
/** An area in any language. */
export type Texts<A extends AreaName> = Translation<EnglishArea<A>>;

/** Every area by name. */
export const AREA_NAMES = Object.keys(areas) as AreaName[];
