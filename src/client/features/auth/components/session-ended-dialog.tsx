// Signing in again in place after the session ended under the page (lib/unauthorized.ts): the form being
// filled in stays open behind this dialog and writes queued on the device wait, instead of a redirect to
// the sign-in page that dropped them. The same member carries on where they were: what the page shows is
// read again and the waiting writes go. Someone else signing in starts afresh at home, so nothing of the
// previous session's data or pending changes is shown or sent as theirs.
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { loginSchema } from "@shared/auth";
import type { User } from "@shared/user";
import { HOME_PATH } from "@shared/pages";
import { InputField } from "@/components/form/form-field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api";
import { useT } from "@/lib/i18n";
import { signInAgainPath } from "@/lib/next-path";
import { sessionResumed } from "@/lib/unauthorized";
import { login, needsCode } from "../api/login";
import { userQueryKey } from "../api/get-user";

export function SessionEndedDialog() {
  const t = useT();
  const queryClient = useQueryClient();
  // Who the page was for, as it was when the session ended (a later read of the user answers null). Unknown
  // counts as someone else: nothing waiting is sent as a person it may not be.
  const [previous] = useState(() => queryClient.getQueryData<User | null>(userQueryKey) ?? null);
  const form = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: previous?.email ?? "", password: "" } });

  const onSubmit = form.handleSubmit(async (values) => {
    let user;
    try {
      user = await login(values);
    } catch (error) {
      toast({ title: t("auth.login.failed"), description: errorDescription(error, t("auth.login.invalid")), variant: "destructive" });
      return;
    }
    // Two-step sign-in asks for a code: the sign-in page asks for it (and brings the person back here).
    if (needsCode(user)) {
      window.location.assign(signInAgainPath(window.location));
      return;
    }
    if (user.id !== previous?.id) {
      window.location.assign(HOME_PATH);
      return;
    }
    form.reset({ email: values.email, password: "" });
    queryClient.setQueryData(userQueryKey, user);
    sessionResumed();
    await queryClient.invalidateQueries();
  });

  return (
    // Shown while the session has ended (SessionEnded), and not dismissable: without one nothing on the page can be saved.
    <Dialog open>
      <DialogContent closable={false} onEscapeKeyDown={(e) => e.preventDefault()} onInteractOutside={(e) => e.preventDefault()}>
        <DialogHeader>
          <DialogTitle>{t("auth.sessionEnded.title")}</DialogTitle>
          <DialogDescription>{t("auth.sessionEnded.description")}</DialogDescription>
        </DialogHeader>
        <form method="post" onSubmit={onSubmit} noValidate className="grid gap-4">
          <InputField form={form} name="email" id="again-email" label={t("auth.field.email")} type="email" autoComplete="email" />
          <InputField form={form} name="password" id="again-password" label={t("auth.field.password")} type="password" autoComplete="current-password" />
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? t("auth.login.pending") : t("auth.login.submit")}
          </Button>
          <Button type="button" variant="link" onClick={() => window.location.assign(signInAgainPath(window.location))}>
            {t("auth.sessionEnded.page")}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
