import { formatPeso } from "../../../app/lib/contract";
import { OrderStatus } from "../../domain/order-status";

/** The status title and description the backend sends with an order (noticeStatusText/noticeDesText). */
export function statusNotice(status: number, figures: { amountDue: number; dueDate: string | null; daysOverdue: number }) {
  const due = figures.dueDate ?? "";
  switch (status) {
    case OrderStatus.underReview:
      return { title: "Under review", description: "We are reviewing your application and will decide within 1 day." };
    case OrderStatus.rejected:
      return { title: "Rejected", description: "Sorry, your application was not approved this time. You may try the products below." };
    case OrderStatus.approved:
      return { title: "Approved", description: "Your loan is approved. The money reaches your account within 1 to 3 days." };
    case OrderStatus.repaying:
      return { title: "Repaying", description: `Your next repayment of ${formatPeso(figures.amountDue)} is due on ${due}.` };
    case OrderStatus.due:
      return {
        title: "Repayment due",
        description: `${formatPeso(figures.amountDue)} is due on ${due}. Repay on time to keep a good record.`,
      };
    case OrderStatus.overdue:
      return {
        title: "Overdue",
        description: `Your repayment is ${figures.daysOverdue} day${figures.daysOverdue === 1 ? "" : "s"} overdue and late charges apply. Please repay ${formatPeso(figures.amountDue)} now.`,
      };
    case OrderStatus.settled:
      return { title: "Settled", description: "Your loan is fully repaid. Thank you! You can borrow again." };
    case OrderStatus.cancelled:
      return {
        title: "Cancelled",
        description: "You cancelled this loan in its cooling-off period and returned what you received. Nothing is owed on it.",
      };
    default:
      return { title: "Processing", description: "We are processing your order." };
  }
}
