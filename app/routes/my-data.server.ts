import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { myData, myDataMarketing, myDataProfile, myDataRequest, reminderPreference, saveReminderPreference } from "@contract";
import { lendingFor } from "~/lib/lending-api.server";
import { attempt, failureData, failureMessage, isLoadFailure } from "~/lib/loader-helpers.server";
import { serverTexts } from "~/lib/messages/catalogue.server";

/** My data's loader and actions (docs/decisions/178): every form a plain POST to this page. */

export async function loader({ request }: LoaderFunctionArgs) {
  const { client } = lendingFor(request);
  const [result, reminders] = await Promise.all([
    attempt(() => client.call(myData, {})),
    attempt(() => client.call(reminderPreference, {})),
  ]);
  if (isLoadFailure(result)) return failureData(result);
  // The reminders switch (docs/decisions/182) is left out, not the page, if its answer fails.
  return { state: "ok" as const, mine: result.data, remindersOn: isLoadFailure(reminders) ? null : reminders.data.remindersOn };
}

export type MyDataIntent = "profile" | "marketing" | "reminders" | "correction" | "erasure";
export type MyDataAnswer = { intent: MyDataIntent; ok: boolean; message: string };

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

export async function action({ request }: ActionFunctionArgs) {
  const { client, page } = lendingFor(request);
  const t = serverTexts("myData", page.language);
  const form = await request.formData();
  const intent = field(form, "intent");
  const answer = (ok: boolean, message: string, which: MyDataIntent) => data<MyDataAnswer>({ intent: which, ok, message }, ok ? 200 : 400);
  switch (intent) {
    case "profile": {
      const result = await attempt(() => client.call(myDataProfile, { email: field(form, "email"), address: field(form, "address") }));
      return isLoadFailure(result) ? answer(false, failureMessage(result, page.language), intent) : answer(true, t.saved, intent);
    }
    case "marketing": {
      const result = await attempt(() => client.call(myDataMarketing, { marketingSms: field(form, "marketingSms") === "1" ? "1" : "0" }));
      if (isLoadFailure(result)) return answer(false, failureMessage(result, page.language), intent);
      // The switch's own line already says on or off: the answer only confirms the save (issue 40 polish).
      return answer(true, t.saved, intent);
    }
    case "reminders": {
      const result = await attempt(() =>
        client.call(saveReminderPreference, { remindersOn: field(form, "remindersOn") === "1" ? "1" : "0" }),
      );
      if (isLoadFailure(result)) return answer(false, failureMessage(result, page.language), intent);
      return answer(true, result.data.remindersOn ? t.reminders.savedOn : t.reminders.savedOff, intent);
    }
    case "correction": {
      const result = await attempt(() => client.call(myDataRequest, { kind: "correction", detail: field(form, "detail") }));
      return isLoadFailure(result) ? answer(false, failureMessage(result, page.language), intent) : answer(true, t.requestSent, intent);
    }
    case "erasure": {
      // The borrower confirms they read what is kept: the box is required, checked here too.
      if (field(form, "understood") !== "1") return answer(false, t.erasureConfirmNeeded, intent);
      const result = await attempt(() => client.call(myDataRequest, { kind: "erasure", detail: "" }));
      return isLoadFailure(result) ? answer(false, failureMessage(result, page.language), intent) : answer(true, t.erasureSent, intent);
    }
    default:
      return answer(false, t.unavailable, "profile");
  }
}
