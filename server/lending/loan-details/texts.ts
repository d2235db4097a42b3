import { formatPeso } from "@contract";
import { OrderStatus } from "../../domain/order-status";
import { text, type Text } from "../texts";

/** The status title and description the backend sends with an order (noticeStatusText/noticeDesText), as texts by key. */
export function statusNotice(
  status: number,
  figures: { amountDue: number; dueDate: string | null; daysOverdue: number },
  accountBound = true,
): { title: Text; description: Text } {
  const due = { amount: formatPeso(figures.amountDue), date: figures.dueDate ?? "" };
  switch (status) {
    case OrderStatus.underReview:
      return { title: text("statusUnderReview"), description: text("statusUnderReviewNote") };
    case OrderStatus.rejected:
      return { title: text("statusRejected"), description: text("statusRejectedNote") };
    case OrderStatus.approved:
      return { title: text("statusApproved"), description: text(accountBound ? "statusApprovedNote" : "statusApprovedBindFirstNote") };
    case OrderStatus.repaying:
      return { title: text("statusRepaying"), description: text("statusRepayingNote", due) };
    case OrderStatus.due:
      return { title: text("statusDue"), description: text("statusDueNote", due) };
    case OrderStatus.overdue:
      return { title: text("statusOverdue"), description: text("statusOverdueNote", { days: figures.daysOverdue, amount: due.amount }) };
    case OrderStatus.settled:
      return { title: text("statusSettled"), description: text("statusSettledNote") };
    case OrderStatus.cancelled:
      return { title: text("statusCancelled"), description: text("statusCancelledNote") };
    default:
      return { title: text("statusProcessing"), description: text("statusProcessingNote") };
  }
}
